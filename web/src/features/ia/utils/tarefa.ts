import type { StatusTarefaIa } from '../api/tipos';

export const tarefaTerminou = (t: { status: StatusTarefaIa }): boolean =>
  t.status === 'concluida' || t.status === 'falhou';
