import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTarefaIa } from '../api/tarefas';
import type { TarefaIaAceita } from '../api/tipos';
import { estadoDoPedido } from '../utils/estadoDoPedido';

/**
 * One AI request from a screen: starts the task (202) and follows it to its end. `aoConcluir`
 * runs once per task that ended well (e.g. the rules list is refreshed when a rule was saved).
 * A refusal (AI off, over budget, invalid input) and a failed task both end in 'erro' with the
 * pt-BR message to show.
 */
export function usePedidoIa<C, R>(
  iniciar: (corpo: C) => Promise<TarefaIaAceita>,
  aoConcluir?: (resultado: R, modeloDemonstracao: boolean) => void,
) {
  const [idTarefa, setIdTarefa] = useState<string | null>(null);
  const inicio = useMutation({
    mutationFn: iniciar,
    onSuccess: (t) => setIdTarefa(t.idTarefa),
    meta: { silenciarErro: true },
  });
  const tarefa = useTarefaIa(idTarefa);
  const concluidas = useRef(new Set<string>());
  const aoConcluirAtual = useRef(aoConcluir);
  useEffect(() => {
    aoConcluirAtual.current = aoConcluir;
  });

  const dados = tarefa.data;
  useEffect(() => {
    if (!dados || dados.status !== 'concluida' || concluidas.current.has(dados.idTarefa)) return;
    concluidas.current.add(dados.idTarefa);
    aoConcluirAtual.current?.(dados.resultado as R, dados.modeloDemonstracao === true);
  }, [dados]);

  const estado = estadoDoPedido<R>({
    enviando: inicio.isPending,
    erroAoIniciar: inicio.isError ? inicio.error : null,
    idTarefa,
    tarefa: dados,
    erroAoConsultar: tarefa.isError ? tarefa.error : null,
  });

  const pedir = (corpo: C) => {
    setIdTarefa(null);
    inicio.mutate(corpo);
  };
  const reiniciar = () => {
    setIdTarefa(null);
    inicio.reset();
  };
  return { estado, pedir, reiniciar, ocupado: estado.fase === 'aguardando' };
}
