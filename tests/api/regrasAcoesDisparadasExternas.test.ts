import { afterAll, beforeAll, describe, it } from 'vitest';
import { dispararAcao, fecharReceptores, GRUPOS_ACOES } from './support/acoesDisparadas';
import { ambienteComDono, outraPessoa, type Pessoa } from './support/fluxos';

/**
 * The actions whose effect leaves the card, each fired for real by a rule saved through the API
 * and a person's move (tests/api/support/acoesDisparadas.ts): the webhook reaches a node:http
 * receiver of this test and its signature verifies with the standardwebhooks package and the
 * tenant's secret; the e-mail reaches the runtime's SMTP outbox; the notification the
 * recipient's bell.
 */
let dono: Pessoa;
let bruna: Pessoa;

beforeAll(async () => {
  const r = await ambienteComDono();
  dono = r.dono;
  bruna = await outraPessoa(r.amb, 'Bruna Lima');
});
afterAll(fecharReceptores);

describe.concurrent('actions that leave the card, fired by a real move', () => {
  it.each(GRUPOS_ACOES.externas)('%s', async (key) => dispararAcao(key, dono, bruna), 60_000);
});
