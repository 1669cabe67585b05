import { beforeAll, describe, it } from 'vitest';
import { dispararAcao, GRUPOS_ACOES } from './support/acoesDisparadas';
import { ambienteComDono, outraPessoa, type Pessoa } from './support/fluxos';

/**
 * The actions that move or copy a card or its form's files, and bloquearMovimentacao, each
 * fired for real by a rule saved through the API and a person's move
 * (tests/api/support/acoesDisparadas.ts), the effect read back through the API.
 */
let dono: Pessoa;
let bruna: Pessoa;

beforeAll(async () => {
  const r = await ambienteComDono();
  dono = r.dono;
  bruna = await outraPessoa(r.amb, 'Bruna Lima');
});

describe.concurrent('movement actions fired by a real move', () => {
  it.each(GRUPOS_ACOES.movimento)('%s', async (key) => dispararAcao(key, dono, bruna), 60_000);
});
