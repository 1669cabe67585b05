import * as z from 'zod';
import { gravarPreferencia, lerPreferencia } from '../../../lib/armazenamentoLocal';

/**
 * The flow list's filters, remembered per user in localStorage.
 * What was stored is read defensively: an old or hand-edited value falls back to the defaults,
 * field by field.
 */

/** The select filters: a flow must match every one chosen. */
export const MARCADORES_FLUXO = {
  favorito: 'Favoritos',
  enviaCards: 'Envia cards',
  recebeCards: 'Recebe cards',
  formularioPublico: 'Com formulário público',
} as const;
export type MarcadorFluxo = keyof typeof MARCADORES_FLUXO;

/** The six sort options; names ascending, dates and counts largest first. */
export const ORDENACOES_FLUXO = {
  nome: 'Nome',
  dataAlteracao: 'Data de alteração',
  numEtapas: 'Número de etapas',
  numPessoas: 'Pessoas autorizadas',
  numCards: 'Cards em andamento',
  numRegras: 'Número de regras',
} as const;
export type OrdenacaoFluxo = keyof typeof ORDENACOES_FLUXO;

export interface FiltrosFluxos {
  busca: string;
  marcadores: MarcadorFluxo[];
  ordenacao: OrdenacaoFluxo;
}

export const FILTROS_PADRAO: FiltrosFluxos = { busca: '', marcadores: [], ordenacao: 'nome' };

export const chaveFiltrosFluxos = (idUsuario: string): string => `workflow.filtrosFluxos.${idUsuario}`;

const marcador = z.enum(Object.keys(MARCADORES_FLUXO) as [MarcadorFluxo, ...MarcadorFluxo[]]);

const filtrosSalvos = z.object({
  busca: z.string().max(300).catch(FILTROS_PADRAO.busca),
  marcadores: z
    .array(z.unknown())
    .transform((lista) => [...new Set(lista.filter((m): m is MarcadorFluxo => marcador.safeParse(m).success))])
    .catch(FILTROS_PADRAO.marcadores),
  ordenacao: z
    .enum(Object.keys(ORDENACOES_FLUXO) as [OrdenacaoFluxo, ...OrdenacaoFluxo[]])
    .catch(FILTROS_PADRAO.ordenacao),
});

export function lerFiltrosSalvos(texto: string | null): FiltrosFluxos {
  if (!texto) return FILTROS_PADRAO;
  try {
    const resultado = filtrosSalvos.safeParse(JSON.parse(texto));
    return resultado.success ? resultado.data : FILTROS_PADRAO;
  } catch {
    return FILTROS_PADRAO;
  }
}

export const serializarFiltros = (filtros: FiltrosFluxos): string => JSON.stringify(filtros);

/** Search or select filters in use (the sort order does not hide anything). */
export const temFiltroAtivo = (filtros: Pick<FiltrosFluxos, 'busca' | 'marcadores'>): boolean =>
  filtros.busca.trim() !== '' || filtros.marcadores.length > 0;

/** The user's saved filters, or the defaults. */
export const carregarFiltrosFluxos = (idUsuario: string): FiltrosFluxos =>
  lerFiltrosSalvos(lerPreferencia(chaveFiltrosFluxos(idUsuario)));

export const salvarFiltrosFluxos = (idUsuario: string, filtros: FiltrosFluxos): void =>
  gravarPreferencia(chaveFiltrosFluxos(idUsuario), serializarFiltros(filtros));
