import type { LinhaRelatorioCard } from '@wf/shared/types/relatorio';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import { buscarFluxosPorIds } from '../../../data/repositories/fluxoRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { emParalelo } from '../../../lib/emParalelo';
import { type FluxoArmazenado, fluxosDaPessoa } from '../../fluxos';
import type { InstanciaArmazenada } from '../../instancias';

/**
 * The flows a report covers: those the person sees (owner, or authorised on a stage: his access
 * index), archived ones left out. One Query of his index and one BatchGet of the flows.
 */
export async function fluxosDoRelatorio(deps: AppDeps, sessao: Sessao): Promise<FluxoArmazenado[]> {
  const acessos = await fluxosDaPessoa(deps, sessao);
  const fluxos = await buscarFluxosPorIds(
    deps,
    sessao.sigla,
    acessos.map((a) => a.idFluxo),
  );
  return fluxos.filter((f) => f.arquivado === 'N');
}

/**
 * The rows of a page of cards: the stage names of the flows on the page (one Query of each
 * flow's stages) and the responsibles' names (one BatchGet of their accounts); an e-mail
 * without an account shows as itself.
 */
export async function linhasDosCards(
  deps: AppDeps,
  sigla: string,
  cards: InstanciaArmazenada[],
  fluxos: Map<string, FluxoArmazenado>,
): Promise<LinhaRelatorioCard[]> {
  const nomesEtapas = new Map<string, string>();
  await emParalelo([...new Set(cards.map((c) => c.idFluxo))], 4, async (idFluxo) => {
    for (const e of await listarEtapasDoFluxo(deps, sigla, idFluxo)) nomesEtapas.set(e.id, e.descricao);
  });
  const emails = [...new Set(cards.flatMap((c) => c.responsaveis))];
  const usuarios = emails.length ? await buscarUsuariosPorEmails(deps, sigla, emails) : [];
  const nomes = new Map(usuarios.map((u) => [u.email.toLowerCase(), u.nome]));
  return cards.map((c) => ({
    idInstancia: c.id,
    idFluxo: c.idFluxo,
    descrCard: c.descricao,
    dataCriacao: c.dataHoraCriacao,
    dataVencimento: c.dataVencimento,
    ultimaMovimentacao: c.dataHoraAlteracao,
    nomeFluxo: fluxos.get(c.idFluxo)?.descricao ?? '',
    nomeEtapaAtual: nomesEtapas.get(c.idEtapa) ?? '',
    responsaveisAtuais: c.responsaveis.map((e) => nomes.get(e.toLowerCase()) ?? e),
  }));
}
