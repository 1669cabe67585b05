import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mensagensCard } from '@wf/shared/constants/cards';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDeps, type AppDeps } from '../../functions/src/kernel/deps';
import { readEnvironment } from '../../functions/src/kernel/environment';
import { idempotenciaApiKeys } from '../../functions/src/data/repositories/idempotenciaApiRepository';
import { hashDeSegredo } from '../../functions/src/lib/segredos';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { ligarApi, v1 } from './support/acessoApiV1';
import { ambienteComDono, fluxoComTresEtapas, type Pessoa } from './support/fluxos';

/**
 * Idempotency-Key across a crash: the card's transaction carries the key's mark, so a Lambda that
 * dies after the commit and before keeping the answer leaves a key that names its card.
 */

let deps: AppDeps;
let dono: Pessoa;
let token: string;

beforeAll(async () => {
  deps = buildDeps(readEnvironment(handlerEnvironment(inject('endpoints'))));
  ({ dono } = await ambienteComDono());
  token = await ligarApi(dono);
});

const chaveDoRegistro = (chave: string) => ({
  pk: idempotenciaApiKeys.pk({ sigla: dono.sigla, usuarioId: dono.usuarioId, hashChave: hashDeSegredo(chave) }),
  sk: idempotenciaApiKeys.sk(),
});

/**
 * Puts the key's record back where a Lambda killed between the card's commit and
 * concluirIdempotencia leaves it: still a claim, its lease over, no answer kept. Whatever the
 * create's own transaction wrote on it stays.
 */
async function perderResposta(chave: string) {
  await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: chaveDoRegistro(chave),
      UpdateExpression: 'SET estado = :andamento, reservadoAte = :vencida REMOVE #status, resposta',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':andamento': 'EM_ANDAMENTO', ':vencida': 0 },
    }),
  );
}

describe('Idempotency-Key when the answer was lost after the card committed', () => {
  it('the retry answers the card already created and creates no second one', async () => {
    const proprio = await fluxoComTresEtapas(dono);
    const corpo = { idFluxo: proprio.fluxo.id, descricao: 'Pedido com resposta perdida' };
    const chave = { 'idempotency-key': `perdida-${Date.now()}` };

    const primeiro = await v1<{ Instancia: { id: string } }>(token, 'POST', '/api/v1/cards', corpo, chave);
    expect(primeiro.status, JSON.stringify(primeiro.body)).toBe(201);
    await perderResposta(chave['idempotency-key']);

    const repetido = await v1<{ Instancia: { id: string }; mensagem: string }>(
      token,
      'POST',
      '/api/v1/cards',
      corpo,
      chave,
    );
    const denovo = await v1<{ Instancia: { id: string } }>(token, 'POST', '/api/v1/cards', corpo, chave);
    const pagina = await v1(token, 'GET', `/api/v1/etapas/${proprio.a.id}/cards`);

    expect(repetido.status, JSON.stringify(repetido.body)).toBe(201);
    expect(repetido.body.Instancia.id).toBe(primeiro.body.Instancia.id);
    expect(repetido.body.mensagem).toBe(mensagensCard.cardCriado);
    expect(pagina.body.total).toBe(1);
    // The recovered answer is now the key's: later retries replay it.
    expect(denovo.headers.get('idempotent-replayed')).toBe('true');
    expect(denovo.body.Instancia.id).toBe(primeiro.body.Instancia.id);
  });
});
