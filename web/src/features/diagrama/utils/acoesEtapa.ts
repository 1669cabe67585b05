import type { Etapa } from '@wf/shared/types/fluxo';

/**
 * What the stage node's menu offers, by the user's flags:
 * - permiteEditar: edit the stage, its form ('ver mais' fields) and delete it;
 * - permiteConcederAutorizacoes: authorised people, export and import of the configuration;
 * - permiteEditarElementosFluxo (flow level): every structural change, so also required to
 *   edit and delete a stage, and alone enough to clone one or create one.
 */
export type AcaoEtapa = 'editar' | 'formulario' | 'autorizacoes' | 'clonar' | 'exportar' | 'importar' | 'excluir';

export const ROTULOS_ACOES: Record<AcaoEtapa, string> = {
  editar: 'Editar etapa',
  formulario: 'Editar formulário',
  autorizacoes: 'Pessoas autorizadas',
  clonar: 'Clonar etapa',
  exportar: 'Exportar configuração',
  importar: 'Importar configuração',
  excluir: 'Excluir etapa',
};

const ORDEM: readonly AcaoEtapa[] = [
  'editar',
  'formulario',
  'autorizacoes',
  'clonar',
  'exportar',
  'importar',
  'excluir',
];

export type PermissoesDaEtapa = Pick<Etapa, 'permiteEditar' | 'permiteConcederAutorizacoes'>;

export function acaoPermitida(
  acao: AcaoEtapa,
  etapa: PermissoesDaEtapa,
  permiteEditarElementosFluxo: boolean,
): boolean {
  const editar = etapa.permiteEditar === 'S';
  const autorizar = etapa.permiteConcederAutorizacoes === 'S';
  switch (acao) {
    case 'editar':
    case 'excluir':
      return editar && permiteEditarElementosFluxo;
    case 'formulario':
      return editar;
    case 'autorizacoes':
    case 'exportar':
    case 'importar':
      return autorizar;
    case 'clonar':
      return permiteEditarElementosFluxo;
  }
}

/**
 * The menu entries, in order. `disponiveis` leaves out dialogs the app did not provide
 * (a stage dialog of another feature).
 */
export function acoesDaEtapa(
  etapa: PermissoesDaEtapa,
  permiteEditarElementosFluxo: boolean,
  indisponiveis: readonly AcaoEtapa[] = [],
): AcaoEtapa[] {
  return ORDEM.filter((a) => !indisponiveis.includes(a) && acaoPermitida(a, etapa, permiteEditarElementosFluxo));
}
