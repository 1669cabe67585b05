import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import { gravarAtividade } from '../../../data/repositories/atividadeRepository';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { buscarUsuarioPorEmail } from '../../../data/repositories/usuarioRepository';
import { descricaoDaAtividade } from '../descricaoAtividade';

/**
 * The `atividades` consumer: one line in the flow's log per flow event. Idempotent twice over:
 * the consumer stack runs it once per event id, and the line's key is the event's time and id,
 * so even a repeated write lands on the same item. The author's name is read now (the event
 * carries his e-mail). An event of a flow deleted meanwhile writes nothing.
 */
export async function registrarAtividade(deps: AppDeps, evento: EventoLido): Promise<void> {
  const descricao = descricaoDaAtividade(evento);
  if (descricao === null || !('idFluxo' in evento.detalhe) || !('alteradoPor' in evento.detalhe)) return;
  const { sigla, idFluxo, alteradoPor, idEvento, ocorridoEm } = evento.detalhe;
  if (!(await buscarFluxo(deps, sigla, idFluxo))) return;
  const autor = await buscarUsuarioPorEmail(deps, sigla, alteradoPor);
  await gravarAtividade(deps, sigla, {
    id: idEvento,
    idFluxo,
    descricao,
    emailUsuario: alteradoPor,
    nomeUsuario: autor?.nome ?? null,
    dataHoraAlteracao: ocorridoEm,
  });
}
