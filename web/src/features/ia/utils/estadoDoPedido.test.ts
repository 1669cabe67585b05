import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import type { TarefaIa } from '../api/tipos';
import { estadoDoPedido } from './estadoDoPedido';

const tarefa = (t: Partial<TarefaIa>): TarefaIa => ({
  idTarefa: 't1',
  tipo: 'criar-fluxo',
  status: 'pendente',
  modeloDemonstracao: false,
  criadaEm: '',
  atualizadaEm: '',
  ...t,
});
const base = { enviando: false, erroAoIniciar: null, idTarefa: 't1', tarefa: undefined, erroAoConsultar: null };

describe('where an AI request stands', () => {
  it('idle, then waiting while sent and while the task runs', () => {
    expect(estadoDoPedido({ ...base, idTarefa: null })).toEqual({ fase: 'ocioso' });
    expect(estadoDoPedido({ ...base, idTarefa: null, enviando: true })).toEqual({ fase: 'aguardando' });
    expect(estadoDoPedido(base)).toEqual({ fase: 'aguardando' });
    expect(estadoDoPedido({ ...base, tarefa: tarefa({ status: 'processando' }) })).toEqual({ fase: 'aguardando' });
  });

  it('a refusal shows the server message (AI off, over budget)', () => {
    const erro = new ApiError(403, { mensagem: 'A assistência de IA está desativada', tipo: 'EIaDesativada' });
    expect(estadoDoPedido({ ...base, idTarefa: null, erroAoIniciar: erro })).toEqual({
      fase: 'erro',
      mensagem: 'A assistência de IA está desativada',
    });
  });

  it('the result of its own task, with the demonstration flag; an older task is not taken for it', () => {
    const pronta = tarefa({ status: 'concluida', resultado: { texto: 'olá' }, modeloDemonstracao: true });
    expect(estadoDoPedido({ ...base, tarefa: pronta })).toEqual({
      fase: 'concluido',
      resultado: { texto: 'olá' },
      modeloDemonstracao: true,
    });
    expect(estadoDoPedido({ ...base, idTarefa: 't2', tarefa: pronta })).toEqual({ fase: 'aguardando' });
  });

  it('a failed task shows its message, or a generic one', () => {
    expect(estadoDoPedido({ ...base, tarefa: tarefa({ status: 'falhou', mensagem: 'Sem resposta' }) })).toEqual({
      fase: 'erro',
      mensagem: 'Sem resposta',
    });
    expect(estadoDoPedido({ ...base, tarefa: tarefa({ status: 'falhou' }) }).fase).toBe('erro');
  });
});
