import type { ChaveAcao } from '@wf/shared/schemas/regra';
import { adicionarComentario } from './adicionarComentario';
import { moverCard } from './moverCard';
import type { DefinicaoAcao } from './tipos';

/**
 * Every action the engine can run, by key (one file per action beside this one). The editor's
 * picker offers only the keys present here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry types its own formulario and payload
export const acoesRegistradas: Partial<Record<ChaveAcao, DefinicaoAcao<any, any>>> = {
  adicionarComentario,
  moverCard,
};
