import type { FluxoResumo } from '@wf/shared/types/fluxo';
import type { FiltrosFluxos, MarcadorFluxo, OrdenacaoFluxo } from './filtrosFluxos';

/** The two tabs of /process: the server answers both, the list splits them. */
export type AbaFluxos = 'ativos' | 'arquivados';

export const fluxosDaAba = (fluxos: readonly FluxoResumo[], aba: AbaFluxos): FluxoResumo[] =>
  fluxos.filter((fluxo) => (fluxo.arquivado === 'S') === (aba === 'arquivados'));

/** Case- and accent-insensitive text, so "cotacao" finds "Cotação". */
export const normalizarTexto = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();

const ATENDE_MARCADOR: Record<MarcadorFluxo, (fluxo: FluxoResumo) => boolean> = {
  favorito: (fluxo) => fluxo.fluxoFavorito === 'S',
  enviaCards: (fluxo) => fluxo.permitirEnviarCards === 'S',
  recebeCards: (fluxo) => fluxo.permitirReceberCards === 'S',
  formularioPublico: (fluxo) => fluxo.permitirFormPublico === 'S',
};

/** Search in the name or the details; every chosen select filter must hold. */
export function filtrarFluxos(
  fluxos: readonly FluxoResumo[],
  { busca, marcadores }: Pick<FiltrosFluxos, 'busca' | 'marcadores'>,
): FluxoResumo[] {
  const termo = normalizarTexto(busca);
  return fluxos.filter(
    (fluxo) =>
      (!termo || normalizarTexto(`${fluxo.descricao}\n${fluxo.detalhes}`).includes(termo)) &&
      marcadores.every((marcador) => ATENDE_MARCADOR[marcador](fluxo)),
  );
}

const comparadorNomes = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
const porNome = (a: FluxoResumo, b: FluxoResumo) => comparadorNomes.compare(a.descricao, b.descricao);

/** Key of each sort option: larger first, except the name (A to Z). */
const CHAVE_ORDENACAO: Record<Exclude<OrdenacaoFluxo, 'nome'>, (fluxo: FluxoResumo) => number> = {
  dataAlteracao: (fluxo) => Date.parse(fluxo.dataHoraAlteracao) || 0,
  numEtapas: (fluxo) => fluxo.numEtapasPresentes,
  numPessoas: (fluxo) => fluxo.numPessoasComAcesso,
  numCards: (fluxo) => fluxo.numInstanciasCriadas,
  numRegras: (fluxo) => fluxo.numRegrasCriadas,
};

/** A new sorted array; ties are broken by name so the order never jumps between renders. */
export function ordenarFluxos(fluxos: readonly FluxoResumo[], ordenacao: OrdenacaoFluxo): FluxoResumo[] {
  if (ordenacao === 'nome') return [...fluxos].sort(porNome);
  const chave = CHAVE_ORDENACAO[ordenacao];
  return [...fluxos].sort((a, b) => chave(b) - chave(a) || porNome(a, b));
}

/** What one tab shows: its flows, filtered, sorted. */
export const fluxosVisiveis = (fluxos: readonly FluxoResumo[], aba: AbaFluxos, filtros: FiltrosFluxos): FluxoResumo[] =>
  ordenarFluxos(filtrarFluxos(fluxosDaAba(fluxos, aba), filtros), filtros.ordenacao);
