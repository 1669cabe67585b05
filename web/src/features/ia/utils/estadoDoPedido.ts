import { mensagemDoErro } from '../../../lib/api';
import type { TarefaIa } from '../api/tipos';
import { mensagensIa } from './constantes';

export type EstadoPedidoIa<R> =
  | { fase: 'ocioso' }
  | { fase: 'aguardando' }
  | { fase: 'concluido'; resultado: R; modeloDemonstracao: boolean }
  | { fase: 'erro'; mensagem: string };

export interface EntradaEstadoPedido {
  /** The POST that starts the task is under way. */
  enviando: boolean;
  /** Its refusal (AI off, over budget, invalid input) or failure. */
  erroAoIniciar: unknown;
  idTarefa: string | null;
  /** The task as last read (may still be an older task's while the new one loads). */
  tarefa: TarefaIa | undefined;
  erroAoConsultar: unknown;
}

/** Where one AI request stands, from the start call and the task's reads. */
export function estadoDoPedido<R>(e: EntradaEstadoPedido): EstadoPedidoIa<R> {
  if (e.enviando) return { fase: 'aguardando' };
  if (e.erroAoIniciar) return { fase: 'erro', mensagem: mensagemDoErro(e.erroAoIniciar) };
  if (!e.idTarefa) return { fase: 'ocioso' };
  const tarefa = e.tarefa?.idTarefa === e.idTarefa ? e.tarefa : undefined;
  if (tarefa?.status === 'concluida')
    return { fase: 'concluido', resultado: tarefa.resultado as R, modeloDemonstracao: tarefa.modeloDemonstracao };
  if (tarefa?.status === 'falhou') return { fase: 'erro', mensagem: tarefa.mensagem || mensagensIa.falhaGenerica };
  if (e.erroAoConsultar && !tarefa) return { fase: 'erro', mensagem: mensagemDoErro(e.erroAoConsultar) };
  return { fase: 'aguardando' };
}
