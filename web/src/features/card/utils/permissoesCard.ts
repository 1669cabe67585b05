import type { FlagRestricao } from '@wf/shared/schemas/autorizacao';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { FlagSN } from '@wf/shared/types/sessao';

/**
 * What the session user may change on a card: the stage's execute flag
 * governs the form; the person's restriction flags on the stage (when the card answer carries
 * them) stop the matching controls. Without the stage (still loading) everything is read-only.
 */
export interface PermissoesCard {
  titulo: boolean;
  detalhes: boolean;
  etiquetas: boolean;
  responsaveis: boolean;
  checklists: boolean;
  anexos: boolean;
  validade: boolean;
  comentarios: boolean;
  formulario: boolean;
}

export type Restricoes = Partial<Record<FlagRestricao, FlagSN>>;

export function permissoesDoCard(
  etapa: Pick<Etapa, 'permiteExecutarInstancias'> | undefined,
  restricoes: Restricoes | undefined,
): PermissoesCard {
  const livre = (flag: FlagRestricao) => Boolean(etapa) && restricoes?.[flag] !== 'S';
  return {
    titulo: livre('restrTitulo'),
    detalhes: livre('restrDetalhes'),
    etiquetas: livre('restrEtiquetas'),
    responsaveis: livre('restrResponsaveis'),
    checklists: livre('restrChecklists'),
    anexos: livre('restrAnexos'),
    validade: livre('restrValidade'),
    comentarios: livre('restrComentarios'),
    formulario: etapa?.permiteExecutarInstancias === 'S',
  };
}
