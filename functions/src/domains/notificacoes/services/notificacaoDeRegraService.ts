import type { AppDeps } from '../../../kernel/deps';
import { emSegundos } from '../../../data/chaves';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { buscarInstancia } from '../../../data/repositories/instanciaRepository';
import { inserirNotificacaoItens, marcaNotificacaoDeRegraItem } from '../../../data/repositories/notificacaoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { transact } from '../../../data/transact';
import { pessoaAbreCard } from '../../instancias';
import { idDaNotificacao, type NotificacaoArmazenada } from '../entities/notificacao';

/** Longer than any redelivery of the rule's event can come. */
const RETENCAO_MARCA_SEGUNDOS = 7 * 24 * 3600;

/**
 * A rule's enviarNotificacao: one notification (the bell, live through notificacaoCriada) for each
 * recipient who is an active person of the tenant (else `ignorados`) and may open the card in the
 * stage it is in now (else `semAcesso`): a rule's author cannot reach the bell of someone who
 * does not see his flow. A card gone meanwhile is seen by nobody. Each
 * person's notification is one transaction with a mark keyed by (chaveUnica, person), so running
 * the action again notifies nobody twice.
 */
export async function notificarPorRegra(
  deps: AppDeps,
  dados: {
    sigla: string;
    idFluxo: string;
    idInstancia: string;
    /** The action's idExecucaoAcao. */
    chaveUnica: string;
    titulo: string;
    mensagem: string;
    emails: string[];
  },
): Promise<{ notificados: string[]; jaNotificados: string[]; ignorados: string[]; semAcesso: string[] }> {
  const { sigla } = dados;
  const [usuarios, card] = await Promise.all([
    buscarUsuariosPorEmails(deps, sigla, dados.emails),
    buscarInstancia(deps, sigla, dados.idInstancia),
  ]);
  // The card's flow as it is now (owner and authorisations: one Query of its collection).
  const colecao = card ? await buscarColecaoDoFluxo(deps, sigla, card.idFluxo) : null;
  const ativos = new Map(usuarios.filter((u) => u.ativo === 'S').map((u) => [u.email.toLowerCase(), u.id]));
  const agora = deps.clock();
  const id = idDaNotificacao(agora.toISOString(), dados.chaveUnica);
  const resultado = {
    notificados: [] as string[],
    jaNotificados: [] as string[],
    ignorados: [] as string[],
    semAcesso: [] as string[],
  };
  for (const email of dados.emails) {
    const usuarioId = ativos.get(email.toLowerCase());
    if (!usuarioId) {
      resultado.ignorados.push(email);
      continue;
    }
    if (
      !card ||
      !colecao?.fluxo ||
      !pessoaAbreCard(colecao.fluxo, colecao.autorizacoes, { id: usuarioId, email }, card.idEtapa)
    ) {
      resultado.semAcesso.push(email);
      continue;
    }
    const n: NotificacaoArmazenada = {
      id,
      usuarioId,
      titulo: dados.titulo,
      mensagem: dados.mensagem,
      msgLida: 'N',
      dataHoraRegistro: agora.toISOString(),
      idInstancia: dados.idInstancia,
      idFluxo: dados.idFluxo,
      idEvento: dados.chaveUnica,
    };
    const gravou = await transact(deps, [
      marcaNotificacaoDeRegraItem(
        deps,
        sigla,
        usuarioId,
        dados.chaveUnica,
        emSegundos(agora) + RETENCAO_MARCA_SEGUNDOS,
      ),
      ...inserirNotificacaoItens(deps, sigla, n),
      outboxPut(deps, {
        tipo: 'notificacaoCriada',
        detalhe: {
          sigla,
          usuarioId,
          idNotificacao: id,
          idFluxo: n.idFluxo,
          idInstancia: n.idInstancia,
          titulo: n.titulo,
        },
      }),
    ]);
    (gravou ? resultado.notificados : resultado.jaNotificados).push(email);
  }
  return resultado;
}
