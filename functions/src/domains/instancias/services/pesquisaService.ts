import { diaDeDataBr, LIMITES_PESQUISA, type pesquisarInstanciasQuery } from '@wf/shared/schemas/pesquisa';
import type { RespostaPesquisaInstancias } from '@wf/shared/types/instancia';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import { buscarFluxosPorIds } from '../../../data/repositories/fluxoRepository';
import { cardsDaEtapaPorPalavra } from '../../../data/repositories/indiceBuscaRepository';
import { buscarInstancias } from '../../../data/repositories/instanciaRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { hojeNoTenant } from '../../../lib/datas';
import { autorizacoesNoFluxo, fluxosDaPessoa } from '../../fluxos';
import type { InstanciaArmazenada } from '../entities/instancia';
import { atendeAPesquisa, palavraGuia, palavrasDe } from '../entities/palavrasBusca';

type PesquisaQuery = z.output<typeof pesquisarInstanciasQuery>;

/** A stage whose cards the person may open, with the names a result shows. */
interface EtapaVisivel {
  id: string;
  descricao: string;
  fluxo: { id: string; descricao: string };
}

/**
 * The stages whose cards the session user may open: every stage of the flows he owns; elsewhere
 * the stages he is authorised on without restrAbrirCard (a card he cannot open is not a result).
 * Reads: his access index (one Query), his flows (BatchGet), and per flow its stages (and, when
 * not the owner, his authorisations): it grows with what he may see, never with the cards.
 */
async function etapasVisiveis(deps: AppDeps, sessao: Sessao): Promise<EtapaVisivel[]> {
  const acessos = await fluxosDaPessoa(deps, sessao);
  const fluxos = await buscarFluxosPorIds(
    deps,
    sessao.sigla,
    acessos.map((a) => a.idFluxo),
  );
  const porFluxo = await Promise.all(
    fluxos.map(async (f) => {
      const dono = f.donoId === sessao.usuarioId;
      const autorizadas = dono
        ? null
        : new Set(
            (await autorizacoesNoFluxo(deps, sessao, f.id))
              .filter((a) => a.restrAbrirCard !== 'S')
              .map((a) => a.idEtapa),
          );
      if (autorizadas?.size === 0) return [];
      const etapas = await listarEtapasDoFluxo(deps, sessao.sigla, f.id);
      return etapas
        .filter((e) => !autorizadas || autorizadas.has(e.id))
        .map((e) => ({ id: e.id, descricao: e.descricao, fluxo: { id: f.id, descricao: f.descricao } }));
    }),
  );
  return porFluxo.flat();
}

/** Candidate cards one search reads from the index at most, and stages it asks at once. */
const MAX_CANDIDATOS = 2 * LIMITES_PESQUISA.maxResultados;
const ETAPAS_POR_RODADA = 4;

/**
 * Distinct cards with a word starting with `guia`, in the given stages, at most MAX_CANDIDATOS.
 * Stages are asked ETAPAS_POR_RODADA at a time, each for what is still missing, stopping once
 * enough are found: at most MAX_CANDIDATOS × (1 + ETAPAS_POR_RODADA) entries read, however many
 * cards or stages there are.
 */
async function candidatos(
  deps: AppDeps,
  sigla: string,
  etapas: EtapaVisivel[],
  conjunto: 'TITULO' | 'TUDO',
  guia: string,
): Promise<{ ids: string[]; mais: boolean }> {
  const ids = new Set<string>();
  let mais = false;
  for (let i = 0; i < etapas.length; i += ETAPAS_POR_RODADA) {
    const faltam = MAX_CANDIDATOS - ids.size;
    if (faltam <= 0) return { ids: [...ids].slice(0, MAX_CANDIDATOS), mais: true };
    const rodada = await Promise.all(
      etapas
        .slice(i, i + ETAPAS_POR_RODADA)
        .map((e) => cardsDaEtapaPorPalavra(deps, sigla, e.id, conjunto, guia, faltam)),
    );
    for (const r of rodada) {
      r.ids.forEach((id) => ids.add(id));
      mais ||= r.mais;
    }
  }
  return { ids: [...ids].slice(0, MAX_CANDIDATOS), mais: mais || ids.size > MAX_CANDIDATOS };
}

/** The tenant's calendar day of an instant (ISO). */
const diaDoInstante = (iso: string) => hojeNoTenant(new Date(iso));

function dentroDoPeriodo(iso: string, de?: string, ate?: string): boolean {
  const dia = diaDoInstante(iso);
  return (!de || dia >= de) && (!ate || dia <= ate);
}

/**
 * GET /api/instancias/pesquisar: cards the person may open whose words start with the words
 * searched (accents and case ignored), in the title and generated id, plus the form values with
 * considerarDadosExecucao=S; narrowed by creation and change days (Brasília) when asked.
 * Read through the search index by the longest word, in the visible stages' partitions only;
 * the cards read are checked again (every word, the stage still visible, the dates), so an entry
 * the consumer has not caught up with yet never shows a wrong card. Most recently changed first.
 */
export async function pesquisarInstancias(
  deps: AppDeps,
  sessao: Sessao,
  q: PesquisaQuery,
): Promise<RespostaPesquisaInstancias> {
  const palavras = palavrasDe(q.textoPesquisa);
  const guia = palavraGuia(palavras);
  const comDados = q.considerarDadosExecucao === 'S';
  const etapas = await etapasVisiveis(deps, sessao);
  const porEtapa = new Map(etapas.map((e) => [e.id, e]));
  const { ids, mais } = await candidatos(deps, sessao.sigla, etapas, comDados ? 'TUDO' : 'TITULO', guia);
  const inclusao =
    q.considerarInclusao === 'S' ? [diaDeDataBr(q.dataInicioInclusao ?? ''), diaDeDataBr(q.dataFimInclusao ?? '')] : [];
  const alteracao =
    q.considerarAlteracao === 'S'
      ? [diaDeDataBr(q.dataInicioAlteracao ?? ''), diaDeDataBr(q.dataFimAlteracao ?? '')]
      : [];
  const cards = (ids.length ? await buscarInstancias(deps, sessao.sigla, ids) : []).filter(
    (c: InstanciaArmazenada) =>
      porEtapa.has(c.idEtapa) &&
      atendeAPesquisa(c, palavras, comDados) &&
      dentroDoPeriodo(c.dataHoraCriacao, inclusao[0] ?? undefined, inclusao[1] ?? undefined) &&
      dentroDoPeriodo(c.dataHoraAlteracao, alteracao[0] ?? undefined, alteracao[1] ?? undefined),
  );
  cards.sort((a, b) =>
    a.dataHoraAlteracao < b.dataHoraAlteracao ? 1 : a.dataHoraAlteracao > b.dataHoraAlteracao ? -1 : 0,
  );
  const escolhidos = cards.slice(0, LIMITES_PESQUISA.maxResultados);
  const autores = escolhidos.length
    ? await buscarUsuariosPorEmails(deps, sessao.sigla, [...new Set(escolhidos.map((c) => c.emailAutor))])
    : [];
  const nomes = new Map(autores.map((u) => [u.email.toLowerCase(), u.nome]));
  const hoje = hojeNoTenant(deps.clock());
  return {
    listaInstancias: escolhidos.map((c) => {
      const etapa = porEtapa.get(c.idEtapa)!;
      return {
        id: c.id,
        descricao: c.descricao,
        dataVencimento: c.dataVencimento,
        vencido: c.dataVencimento && c.dataVencimento < hoje ? 'S' : 'N',
        emailAutor: c.emailAutor,
        nomeAutor: nomes.get(c.emailAutor) ?? null,
        dataHoraCriacao: c.dataHoraCriacao,
        dataHoraAlteracao: c.dataHoraAlteracao,
        Etapa: { id: etapa.id, descricao: etapa.descricao, Fluxo: etapa.fluxo },
      };
    }),
    maisResultados: mais || cards.length > escolhidos.length,
  };
}
