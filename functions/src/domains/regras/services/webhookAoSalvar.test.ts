import { describe, expect, it } from 'vitest';
import type { JsonRegras } from '@wf/shared/schemas/regra';
import type { AppDeps } from '../../../kernel/deps';
import { ehSelado } from '../webhooks/segredosCabecalhos';
import { mascararWebhooks, webhookAoSalvar } from './webhookAoSalvar';

const deps = (permitirRedePrivada = false) =>
  ({
    env: {
      webhooksPermitirRedePrivada: permitirRedePrivada,
      chaveSegredos: 'chave-de-teste-com-mais-de-32-caracteres!',
    },
  }) as AppDeps;

const regra = (url: string, cabecalhos: Record<string, string> = {}): JsonRegras =>
  ({
    prioridade: 1,
    evento: { key: 'cardCriado' },
    condicionais: { operacaoLogica: 'AND', listaCondicionais: [] },
    acoes: [
      {
        id: 'a1',
        key: 'acionarWebhook',
        executarNoServidor: true,
        prioridade: 1,
        formulario: {
          acionarWebhookMetodo: 'POST',
          acionarWebhookEndpoint: url,
          acionarWebhookJsonHeader: JSON.stringify(cabecalhos),
          acionarWebhookJsonBody: '{}',
        },
      },
    ],
  }) as JsonRegras;

const cabecalhos = (j: JsonRegras) =>
  JSON.parse((j.acoes[0]!.formulario as { acionarWebhookJsonHeader: string }).acionarWebhookJsonHeader) as Record<
    string,
    string
  >;

describe('webhook of a rule when saved', () => {
  it.each([
    'http://127.0.0.1:8080/x',
    'http://[::ffff:0:7f00:1]/x',
    'http://169.254.169.254/latest',
    'http://localhost/x',
    'http://10.0.0.5/x',
  ])('refuses the private or loopback URL %s with the delivery message and how to allow it', async (url) => {
    const recusa = webhookAoSalvar(deps(), 'ACME', regra(url), null);
    await expect(recusa).rejects.toThrow(
      /^Endereço de destino não permitido \(rede privada, local ou de metadados\): /,
    );
    await expect(recusa).rejects.toThrow(/WEBHOOKS_PERMITIR_REDE_PRIVADA=S \(só em desenvolvimento/);
  });

  it('accepts it when private networks are allowed, and a host given by a variable (judged at delivery)', async () => {
    await expect(webhookAoSalvar(deps(true), 'ACME', regra('http://127.0.0.1/x'), null)).resolves.toBeDefined();
    await expect(webhookAoSalvar(deps(), 'ACME', regra('http://{{HOST}}/x'), null)).resolves.toBeDefined();
    await expect(webhookAoSalvar(deps(), 'ACME', regra('https://93.184.215.14/x'), null)).resolves.toBeDefined();
  });

  it('seals secrets, answers them masked, and keeps them when the mask comes back', async () => {
    const salva = await webhookAoSalvar(
      deps(true),
      'ACME',
      regra('http://x.test/', { Authorization: 'Bearer abcdefgh1234', 'X-Origem': 'wf' }),
      null,
    );
    expect(ehSelado(cabecalhos(salva).Authorization!)).toBe(true);
    const mostrada = mascararWebhooks(salva);
    expect(cabecalhos(mostrada)).toEqual({ Authorization: '••••••1234', 'X-Origem': 'wf' });
    const denovo = await webhookAoSalvar(deps(true), 'ACME', mostrada, salva);
    expect(cabecalhos(denovo).Authorization).toBe(cabecalhos(salva).Authorization);
    await expect(webhookAoSalvar(deps(true), 'ACME', mostrada, null)).rejects.toThrow(
      'Informe novamente o valor do cabeçalho Authorization',
    );
    // A legacy rule with the secret in clear is answered masked too, and sealed when saved back.
    const antiga = regra('http://x.test/', { Authorization: 'Bearer abcdefgh1234' });
    expect(cabecalhos(mascararWebhooks(antiga))).toEqual({ Authorization: '••••••1234' });
    expect(
      ehSelado(cabecalhos(await webhookAoSalvar(deps(true), 'ACME', mascararWebhooks(antiga), antiga)).Authorization!),
    ).toBe(true);
  });
});
