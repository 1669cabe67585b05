import { cabecalhoSecreto, ehMascara, mascarar, mensagensCabecalho } from '@wf/shared/validation/cabecalhosWebhook';
import type { FormularioAcao, JsonRegras } from '@wf/shared/schemas/regra';
import { destinoRecusado } from '../../../adapters/clienteWebhook';
import type { AppDeps } from '../../../kernel/deps';
import { erro } from '../../../kernel/errors';
import { chaveDeCifra } from '../webhooks/segredoDaRegra';
import { abrir, ehSelado, mascaraDoSelado, selar } from '../webhooks/segredosCabecalhos';

/**
 * A rule's webhook action as it is saved and answered (issue 23):
 * - its URL may not name a private, loopback or metadata address (nor a name resolving to one,
 *   looked up for at most 2 s), with the delivery's own message, unless private networks are
 *   allowed (WEBHOOKS_PERMITIR_REDE_PRIVADA, the local runtime); the delivery checks again;
 * - its secret header values are sealed (webhooks/segredosCabecalhos.ts) and every answer shows
 *   them masked; a masked value sent back untouched keeps the stored secret (the editor sends
 *   back what it got), any other masked value must be typed again.
 */
const PRAZO_DNS_MS = 2_000;

type FormularioWebhook = FormularioAcao<'acionarWebhook'>;

const lerCabecalhos = (texto: string | undefined): Record<string, unknown> => {
  if (!texto?.trim()) return {};
  const h: unknown = JSON.parse(texto);
  return typeof h === 'object' && h !== null && !Array.isArray(h) ? (h as Record<string, unknown>) : {};
};

/** The rule with each webhook action's form replaced by `mudar`'s (other actions as they are). */
async function comWebhook(
  j: JsonRegras,
  mudar: (f: FormularioWebhook) => Promise<FormularioWebhook> | FormularioWebhook,
): Promise<JsonRegras> {
  const acoes = await Promise.all(
    j.acoes.map(async (a) =>
      a.key === 'acionarWebhook' ? { ...a, formulario: await mudar(a.formulario as FormularioWebhook) } : a,
    ),
  );
  return { ...j, acoes };
}

/** What a stored header value is shown as: sealed or a secret kept in clear (saved before sealing) -> masked. */
const mostrado = (nome: string, valor: string): string =>
  ehSelado(valor) ? mascaraDoSelado(valor) : cabecalhoSecreto(nome, valor) ? mascarar(valor) : valor;

/** The rule as every answer carries it: secret header values masked. Pure and synchronous (lists). */
export function mascararWebhooks(j: JsonRegras): JsonRegras {
  if (!j.acoes.some((a) => a.key === 'acionarWebhook')) return j;
  const acoes = j.acoes.map((a) => {
    if (a.key !== 'acionarWebhook') return a;
    const f = a.formulario as FormularioWebhook;
    const cabecalhos = lerCabecalhos(f.acionarWebhookJsonHeader);
    if (!Object.entries(cabecalhos).some(([n, v]) => mostrado(n, String(v)) !== String(v))) return a;
    const mascarados = Object.fromEntries(Object.entries(cabecalhos).map(([n, v]) => [n, mostrado(n, String(v))]));
    return { ...a, formulario: { ...f, acionarWebhookJsonHeader: JSON.stringify(mascarados) } };
  });
  return { ...j, acoes };
}

/**
 * Said with a refused private or loopback URL at save: a developer pointing a rule at a test
 * server on his machine learns the switch (README, "Webhooks para um servidor local").
 */
export const DICA_REDE_PRIVADA =
  'Para testar com um servidor na sua máquina ou na rede interna, quem administra a instalação pode liberar esses endereços com WEBHOOKS_PERMITIR_REDE_PRIVADA=S (só em desenvolvimento, nunca em produção).';

/**
 * The rule to store: URL checked, secret header values sealed. `anterior`: the stored version an
 * update replaces (null for a new rule or a copy), whose secrets a masked value keeps.
 */
export async function webhookAoSalvar(
  deps: AppDeps,
  sigla: string,
  novo: JsonRegras,
  anterior: JsonRegras | null,
): Promise<JsonRegras> {
  if (!novo.acoes.some((a) => a.key === 'acionarWebhook')) return novo;
  const antes = anterior?.acoes.find((a) => a.key === 'acionarWebhook')?.formulario as FormularioWebhook | undefined;
  const guardados = new Map(
    Object.entries(lerCabecalhos(antes?.acionarWebhookJsonHeader)).map(([n, v]) => [n.toLowerCase(), String(v)]),
  );
  return comWebhook(novo, async (f) => {
    const recusa = await destinoRecusado(f.acionarWebhookEndpoint, {
      permitirRedePrivada: deps.env.webhooksPermitirRedePrivada,
      timeoutMs: PRAZO_DNS_MS,
    });
    if (recusa) {
      const mensagem = `${recusa}. ${DICA_REDE_PRIVADA}`;
      throw erro.validacao(mensagem, { acionarWebhookEndpoint: mensagem });
    }
    const cabecalhos = lerCabecalhos(f.acionarWebhookJsonHeader);
    let mudou = false;
    const guardar = Object.fromEntries(
      Object.entries(cabecalhos).map(([nome, bruto]) => {
        const valor = String(bruto);
        const antigo = guardados.get(nome.toLowerCase());
        let final = valor;
        if (antigo !== undefined && valor === mostrado(nome, antigo) && valor !== antigo) {
          final = ehSelado(antigo) ? antigo : selar(chaveDeCifra(deps), sigla, antigo);
        } else if (ehMascara(valor)) {
          throw erro.validacao(mensagensCabecalho.informeNovamente(nome), {
            acionarWebhookJsonHeader: mensagensCabecalho.informeNovamente(nome),
          });
        } else if (ehSelado(valor)) {
          // A copy of a rule carries its sealed values; one that does not open here was not sealed by this tenant.
          abrirOuRecusar(deps, sigla, nome, valor);
        } else if (cabecalhoSecreto(nome, valor)) {
          final = selar(chaveDeCifra(deps), sigla, valor);
        }
        if (final !== bruto) mudou = true;
        return [nome, final];
      }),
    );
    return mudou ? { ...f, acionarWebhookJsonHeader: JSON.stringify(guardar) } : f;
  });
}

function abrirOuRecusar(deps: AppDeps, sigla: string, nome: string, valor: string): void {
  try {
    abrir(chaveDeCifra(deps), sigla, valor);
  } catch {
    throw erro.validacao(mensagensCabecalho.informeNovamente(nome), {
      acionarWebhookJsonHeader: mensagensCabecalho.informeNovamente(nome),
    });
  }
}
