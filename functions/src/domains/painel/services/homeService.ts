import { LIMITES_HOME, type TileHome } from '@wf/shared/constants/home';
import { NOTAS_DE_VERSAO, ULTIMA_VERSAO } from '@wf/shared/constants/releases';
import type { AtividadesHome, CardHome, CardsPorTile, GraficosHome, ResumoHome } from '@wf/shared/types/home';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { escrever } from '../../../data/entidade';
import { buscarEtapa } from '../../../data/repositories/etapaRepository';
import { lerFeedDaPessoa } from '../../../data/repositories/feedRepository';
import { buscarFluxosPorIds } from '../../../data/repositories/fluxoRepository';
import { buscarInstancias } from '../../../data/repositories/instanciaRepository';
import {
  buscarReleaseVista,
  cardsDoFluxoAntesDe,
  contagensDaPessoa,
  diasDoFluxo,
  marcarReleaseVistaItem,
  paginaDeMembros,
  responsaveisDoFluxo,
  vencimentosDaPessoa,
} from '../../../data/repositories/painelRepository';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { urlDeLeitura } from '../../../data/storage/imagemStorage';
import { corDoNome } from '../../usuarios';
import { type FluxoArmazenado, fluxosDaPessoa as fluxosVistos } from '../../fluxos';
import type { InstanciaArmazenada } from '../../instancias';
import { diaDaquiA, hojeNoTenant } from '../../../lib/datas';
import { doCursorHome, paraCursorHome } from '../entities/cursorHome';
import { erroHome } from '../erros';

/**
 * The five home routes. Everything starts from the session person's flows (his access index, one
 * Query, and the flow items, one BatchGet) and reads the projections the `painel` consumer keeps:
 * his counters, his tile entries, his feed and the chosen flow's counters. No read grows with the
 * number of cards.
 */

/** The flows the person sees now (archived ones left out when asked). */
async function fluxosDaPessoa(deps: AppDeps, sessao: Sessao, ignorarArquivados: boolean): Promise<FluxoArmazenado[]> {
  const acessos = await fluxosVistos(deps, sessao);
  const fluxos = await buscarFluxosPorIds(
    deps,
    sessao.sigla,
    acessos.map((a) => a.idFluxo),
  );
  return fluxos
    .filter((f) => !ignorarArquivados || f.arquivado !== 'S')
    .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR'));
}

export async function resumoHome(
  deps: AppDeps,
  sessao: Sessao,
  q: { ignorarFluxosArquivados: 'S' | 'N' },
): Promise<ResumoHome> {
  const agora = deps.clock();
  const hoje = hojeNoTenant(agora);
  const [fluxos, contagens, vencimentos, vista] = await Promise.all([
    fluxosDaPessoa(deps, sessao, q.ignorarFluxosArquivados === 'S'),
    contagensDaPessoa(deps, sessao.sigla, sessao.email),
    vencimentosDaPessoa(deps, sessao.sigla, sessao.email, hoje, diaDaquiA(agora, LIMITES_HOME.diasProximoVencer)),
    buscarReleaseVista(deps, sessao.sigla, sessao.email),
  ]);
  const ids = new Set(fluxos.map((f) => f.id));
  const minhas = contagens.filter((c) => ids.has(c.idFluxo));
  return {
    totalCards: fluxos.reduce((s, f) => s + f.numInstanciasCriadas, 0),
    totalFluxos: fluxos.length,
    totalSobResponsabilidade: minhas.reduce((s, c) => s + c.responsavel, 0),
    totalEmAcompanhamento: minhas.reduce((s, c) => s + c.seguindo, 0),
    totalProximoVencer: vencimentos.proximos,
    totalEmAtraso: vencimentos.atrasados,
    listaFluxos: fluxos.map((f) => ({
      id: f.id,
      descricao: f.descricao,
      arquivado: f.arquivado,
      numInstanciasCriadas: f.numInstanciasCriadas,
    })),
    ultimaRelease: { ...ULTIMA_VERSAO, visualizada: vista === ULTIMA_VERSAO.versao },
  };
}

/** The chart of one flow the person sees: the last 15 Brasília days (zeros included) and its responsibles. */
export async function graficosHome(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  q: { ignorarFluxosArquivados: 'S' | 'N' },
): Promise<GraficosHome> {
  const fluxos = await fluxosDaPessoa(deps, sessao, q.ignorarFluxosArquivados === 'S');
  if (!fluxos.some((f) => f.id === idFluxo)) throw erroHome.fluxoNaoEncontrado();
  const agora = deps.clock();
  const dias = Array.from({ length: LIMITES_HOME.diasDoGrafico }, (_, i) =>
    diaDaquiA(agora, i - LIMITES_HOME.diasDoGrafico + 1),
  );
  const [contados, responsaveis] = await Promise.all([
    diasDoFluxo(deps, sessao.sigla, idFluxo, dias[0]!, dias.at(-1)!),
    responsaveisDoFluxo(deps, sessao.sigla, idFluxo),
  ]);
  const porDia = new Map(contados.map((d) => [d.dia, d]));
  const comCards = responsaveis.filter((r) => r.abertos > 0);
  const usuarios = await buscarUsuariosPorEmails(
    deps,
    sessao.sigla,
    comCards.map((r) => r.email),
  );
  const nomes = new Map(usuarios.map((u) => [u.email.toLowerCase(), u.nome]));
  return {
    listaHistoricoCards: dias.map((dia) => ({
      dataReferencia: dia,
      cardsCriados: porDia.get(dia)?.criados ?? 0,
      cardsMovimentados: porDia.get(dia)?.movidos ?? 0,
    })),
    listaCardsPorResponsavel: comCards
      .map((r) => ({
        emailResponsavel: r.email,
        nomeResponsavel: nomes.get(r.email) ?? r.email,
        totalCardsAlocados: r.abertos,
      }))
      .sort(
        (a, b) =>
          b.totalCardsAlocados - a.totalCardsAlocados || a.nomeResponsavel.localeCompare(b.nomeResponsavel, 'pt-BR'),
      ),
  };
}

type Pagina = { offset: number; count: number; cursor?: string; ignorarFluxosArquivados: 'S' | 'N' };

/** The cards under a tile, a page at a time (30 by default). */
export async function cardsPorTile(deps: AppDeps, sessao: Sessao, tile: TileHome, q: Pagina): Promise<CardsPorTile> {
  const fluxos = await fluxosDaPessoa(deps, sessao, q.ignorarFluxosArquivados === 'S');
  const porId = new Map(fluxos.map((f) => [f.id, f]));
  const cursor = q.cursor ? doCursorHome(q.cursor) : null;
  if (q.cursor && !cursor) throw erroHome.cursorInvalido();
  if (tile === '1') return todosOsCards(deps, sessao, porId, q, cursor && 'f' in cursor ? cursor.f : undefined);
  if (cursor && !('k' in cursor)) throw erroHome.cursorInvalido();

  const agora = deps.clock();
  const hoje = hojeNoTenant(agora);
  const tipo = tile === '2' ? 'RESP' : tile === '3' ? 'SEG' : 'VENC';
  const faixa =
    tile === '4'
      ? { de: hoje, ate: diaDaquiA(agora, LIMITES_HOME.diasProximoVencer) }
      : tile === '5'
        ? { de: '', ate: diaDaquiA(agora, -1) }
        : {};
  const prefixo = `${tipo}#`;
  if (cursor && 'k' in cursor && !cursor.k.startsWith(prefixo)) throw erroHome.cursorInvalido();
  const pagina = await paginaDeMembros(deps, sessao.sigla, sessao.email, tipo, {
    offset: q.offset,
    count: q.count,
    aposChave: cursor && 'k' in cursor ? cursor.k : undefined,
    ...faixa,
  });
  const cards = await buscarInstancias(
    deps,
    sessao.sigla,
    pagina.membros.map((m) => m.idInstancia),
  );
  const porCard = new Map(cards.map((c) => [c.id, c]));
  const email = sessao.email.toLowerCase();
  // Each card is checked again: a flow the person no longer sees, or an entry the consumer has not caught up with, is left out.
  const ordenados = pagina.membros
    .map((m) => porCard.get(m.idInstancia))
    .filter((c): c is InstanciaArmazenada => !!c && porId.has(c.idFluxo))
    .filter((c) =>
      tipo === 'RESP'
        ? c.responsaveis.some((e) => e.toLowerCase() === email)
        : tipo === 'SEG'
          ? c.seguidores.some((e) => e.toLowerCase() === email)
          : c.dataVencimento !== null,
    );
  return {
    listaInstancias: await apresentar(deps, sessao, ordenados, porId, hoje),
    proximoCursor: pagina.ultimaChave ? paraCursorHome({ k: pagina.ultimaChave }) : null,
  };
}

/** Tile 1: every card of the person's flows, newest first, merging one index Query per flow. */
async function todosOsCards(
  deps: AppDeps,
  sessao: Sessao,
  porId: Map<string, FluxoArmazenado>,
  q: Pagina,
  posicoes: Record<string, string> | undefined,
): Promise<CardsPorTile> {
  const pular = posicoes ? 0 : q.offset;
  const queremos = pular + q.count;
  const lidos = (
    await Promise.all(
      [...porId.values()]
        .filter((f) => f.numInstanciasCriadas > 0)
        .map(async (f) =>
          (await cardsDoFluxoAntesDe(deps, sessao.sigla, f.id, queremos + 1, posicoes?.[f.id])).map((x) => ({
            ...x,
            idFluxo: f.id,
          })),
        ),
    )
  ).flat();
  lidos.sort((a, b) => (a.gsi2sk < b.gsi2sk ? 1 : a.gsi2sk > b.gsi2sk ? -1 : 0));
  const daPagina = lidos.slice(pular, queremos);
  const temMais = lidos.length > queremos;
  const novas = { ...posicoes };
  for (const x of lidos.slice(0, queremos)) novas[x.idFluxo] = x.gsi2sk;
  return {
    listaInstancias: await apresentar(
      deps,
      sessao,
      daPagina.map((x) => x.card),
      porId,
      hojeNoTenant(deps.clock()),
    ),
    proximoCursor: temMais ? paraCursorHome({ f: novas }) : null,
  };
}

async function apresentar(
  deps: AppDeps,
  sessao: Sessao,
  cards: InstanciaArmazenada[],
  porId: Map<string, FluxoArmazenado>,
  hoje: string,
): Promise<CardHome[]> {
  const pares = [...new Map(cards.map((c) => [`${c.idFluxo}/${c.idEtapa}`, c])).values()];
  const etapas = new Map(
    await Promise.all(
      pares.map(
        async (c) =>
          [c.idEtapa, (await buscarEtapa(deps, sessao.sigla, c.idFluxo, c.idEtapa))?.descricao ?? ''] as const,
      ),
    ),
  );
  return cards.map((c) => ({
    id: c.id,
    descricao: c.descricao,
    dataVencimento: c.dataVencimento,
    vencido: c.dataVencimento !== null && c.dataVencimento < hoje,
    emailAutor: c.emailAutor,
    dataHoraCriacao: c.dataHoraCriacao,
    responsaveis: c.responsaveis,
    Etapa: {
      id: c.idEtapa,
      descricao: etapas.get(c.idEtapa) ?? '',
      Fluxo: { id: c.idFluxo, descricao: porId.get(c.idFluxo)?.descricao ?? '' },
    },
  }));
}

/** Lines read at most per request, visible or not (a person whose recent lines are all of archived flows gets a short page and a cursor). */
const MAX_LINHAS_LIDAS = 200;

/** The person's feed, newest first, 20 per page, lines of flows he no longer sees (or archived) left out. */
export async function atividadesHome(deps: AppDeps, sessao: Sessao, q: Pagina): Promise<AtividadesHome> {
  const cursor = q.cursor ? doCursorHome(q.cursor) : null;
  if (q.cursor && (!cursor || !('k' in cursor))) throw erroHome.cursorInvalido();
  const fluxos = await fluxosDaPessoa(deps, sessao, q.ignorarFluxosArquivados === 'S');
  const porId = new Map(fluxos.map((f) => [f.id, f]));
  const pular = cursor ? 0 : q.offset;
  const queremos = pular + q.count;
  const visiveis: Awaited<ReturnType<typeof lerFeedDaPessoa>> = [];
  let apos = cursor && 'k' in cursor ? cursor.k : undefined;
  let lidas = 0;
  let acabou = false;
  while (visiveis.length <= queremos && lidas < MAX_LINHAS_LIDAS + queremos) {
    const pedir = Math.min(100, queremos + 1 - visiveis.length);
    const lote = await lerFeedDaPessoa(deps, sessao.sigla, sessao.email, pedir, apos);
    lidas += lote.length;
    visiveis.push(...lote.filter((l) => porId.has(l.atividade.idFluxo)));
    if (lote.length) apos = lote.at(-1)!.sk;
    if (lote.length < pedir) {
      acabou = true;
      break;
    }
  }
  const daPagina = visiveis.slice(pular, queremos);
  const autores = await autoresDoFeed(deps, sessao.sigla, [...new Set(daPagina.map((l) => l.atividade.emailUsuario))]);
  // More visible lines than the page: go on after its last; stopped by the read cap: after the last line read.
  const proxima = visiveis.length > queremos ? daPagina.at(-1)?.sk : acabou ? undefined : apos;
  return {
    listaAtividades: daPagina.map(({ atividade: a }) => ({
      id: a.id,
      nomeUsuario: a.nomeUsuario,
      emailUsuario: a.emailUsuario,
      iniciais: iniciais(a.nomeUsuario ?? a.emailUsuario),
      fotoUsuario: autores.get(a.emailUsuario)?.foto ?? null,
      cor: autores.get(a.emailUsuario)?.cor ?? corDoNome(a.nomeUsuario ?? a.emailUsuario),
      tipo: a.tipo,
      comentario: a.comentario,
      geradoPeloSistema: a.geradoPeloSistema,
      dataHoraAlteracao: a.dataHoraAlteracao,
      Instancia: {
        id: a.idInstancia,
        descricao: a.descricaoInstancia,
        Etapa: {
          id: a.idEtapa,
          descricao: a.descricaoEtapa,
          Fluxo: { id: a.idFluxo, descricao: porId.get(a.idFluxo)?.descricao ?? '' },
        },
      },
    })),
    proximoCursor: proxima ? paraCursorHome({ k: proxima }) : null,
  };
}

/**
 * The photo and colour of a page's authors as their avatars show them everywhere else (colour from
 * the account's name): two BatchGets for at most 20 distinct e-mails. A person without an account
 * (removed) keeps the colour of the name the line recorded, and no photo.
 */
async function autoresDoFeed(
  deps: AppDeps,
  sigla: string,
  emails: string[],
): Promise<Map<string, { foto: string | null; cor: string }>> {
  if (!emails.length) return new Map();
  const usuarios = await buscarUsuariosPorEmails(deps, sigla, emails);
  return new Map(
    await Promise.all(
      usuarios.map(
        async (u) => [u.email, { foto: await urlDeLeitura(deps, u.fotoChave), cor: corDoNome(u.nome) }] as const,
      ),
    ),
  );
}

const iniciais = (nome: string): string =>
  nome
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join('');

/** Marks a release as seen by the person (the home's indicator asks about the latest): its version. */
export async function marcarReleaseVisualizada(deps: AppDeps, sessao: Sessao, versao: string): Promise<string> {
  const nota = NOTAS_DE_VERSAO.find((n) => n.versao === versao);
  if (!nota) throw erroHome.releaseInexistente();
  await escrever(deps, marcarReleaseVistaItem(deps, sessao.sigla, sessao.email, nota.versao));
  return nota.versao;
}
