import type { ChaveAcao } from '@wf/shared/schemas/regra';
import { comAutoridadeDoSolicitante } from './autoridadeSolicitante';
import { executoresRegistrados } from './executores';
import { preparadoresRegistrados } from './preparadores';
import type { DefinicaoAcao } from './tipos';

/**
 * Every action the engine can run, by key: its preparer (preparadores.ts) with its executor
 * (executores.ts). The editor's picker offers only the keys present here. Only the engine imports
 * this file; `simular` takes the preparers alone. In a run a person asked for, each executor
 * first checks his rights on the card (autoridadeSolicitante.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry types its own formulario and payload
export const acoesRegistradas: Partial<Record<ChaveAcao, DefinicaoAcao<any, any>>> = Object.fromEntries(
  Object.entries(preparadoresRegistrados).flatMap(([key, preparo]) => {
    const executar = executoresRegistrados[key as ChaveAcao];
    return executar ? [[key, { ...preparo, executar: comAutoridadeDoSolicitante(key as ChaveAcao, executar) }]] : [];
  }),
);
