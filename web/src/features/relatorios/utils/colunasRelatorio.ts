import type { LinhaRelatorioCard, LinhaRelatorioFluxo } from '@wf/shared/types/relatorio';
import { formatarData, formatarDataHora } from '../../../lib/datas';

export type TipoRelatorioCards = 'cards-criados' | 'cards-vencendo' | 'cards-acompanhados';
export type LinhaRelatorio = LinhaRelatorioFluxo | LinhaRelatorioCard;

/** A day YYYY-MM-DD as DD/MM/YYYY (no time zone: it is a calendar day); none shows ' - '. */
export const formatarDia = (dia: string | null): string =>
  dia ? `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}` : ' - ';

/** A column of a report: its header and its value as the table and the CSV show it. */
export interface ColunaRelatorio<L> {
  chave: string;
  titulo: string;
  texto: (linha: L) => string;
  /** How the column sorts (the raw value, not the displayed text). */
  ordem: (a: L, b: L) => number;
}

const porTexto =
  <L>(f: (l: L) => string) =>
  (a: L, b: L) =>
    f(a).localeCompare(f(b), 'pt-BR');
const porNumero =
  <L>(f: (l: L) => number) =>
  (a: L, b: L) =>
    f(a) - f(b);

export const COLUNAS_FLUXOS: ColunaRelatorio<LinhaRelatorioFluxo>[] = [
  { chave: 'nomeFluxo', titulo: 'Fluxo', texto: (l) => l.nomeFluxo, ordem: porTexto((l) => l.nomeFluxo) },
  { chave: 'totalCards', titulo: 'Cards', texto: (l) => String(l.totalCards), ordem: porNumero((l) => l.totalCards) },
  {
    chave: 'totalEtapas',
    titulo: 'Etapas',
    texto: (l) => String(l.totalEtapas),
    ordem: porNumero((l) => l.totalEtapas),
  },
  {
    chave: 'totalPessoasAutorizadas',
    titulo: 'Pessoas autorizadas',
    texto: (l) => String(l.totalPessoasAutorizadas),
    ordem: porNumero((l) => l.totalPessoasAutorizadas),
  },
  {
    chave: 'cardsCriadosNoPeriodo',
    titulo: 'Criados no período',
    texto: (l) => String(l.cardsCriadosNoPeriodo),
    ordem: porNumero((l) => l.cardsCriadosNoPeriodo),
  },
  {
    chave: 'cardsConcluidosNoPeriodo',
    titulo: 'Concluídos no período',
    texto: (l) => String(l.cardsConcluidosNoPeriodo),
    ordem: porNumero((l) => l.cardsConcluidosNoPeriodo),
  },
];

export const COLUNAS_CARDS: ColunaRelatorio<LinhaRelatorioCard>[] = [
  { chave: 'descrCard', titulo: 'Card', texto: (l) => l.descrCard, ordem: porTexto((l) => l.descrCard) },
  {
    chave: 'dataCriacao',
    titulo: 'Criado em',
    texto: (l) => formatarData(l.dataCriacao),
    ordem: porTexto((l) => l.dataCriacao),
  },
  {
    chave: 'dataVencimento',
    titulo: 'Vencimento',
    texto: (l) => formatarDia(l.dataVencimento),
    ordem: porTexto((l) => l.dataVencimento ?? ''),
  },
  {
    chave: 'ultimaMovimentacao',
    titulo: 'Última movimentação',
    texto: (l) => formatarDataHora(l.ultimaMovimentacao),
    ordem: porTexto((l) => l.ultimaMovimentacao),
  },
  { chave: 'nomeFluxo', titulo: 'Fluxo', texto: (l) => l.nomeFluxo, ordem: porTexto((l) => l.nomeFluxo) },
  {
    chave: 'nomeEtapaAtual',
    titulo: 'Etapa atual',
    texto: (l) => l.nomeEtapaAtual,
    ordem: porTexto((l) => l.nomeEtapaAtual),
  },
  {
    chave: 'responsaveisAtuais',
    titulo: 'Responsáveis',
    texto: (l) => l.responsaveisAtuais.join(', '),
    ordem: porTexto((l) => l.responsaveisAtuais.join(', ')),
  },
];
