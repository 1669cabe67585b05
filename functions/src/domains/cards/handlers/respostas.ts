import { mensagensSubElementos as m } from '@wf/shared/constants/cards';

/**
 * The answers of a card's sub-element changes: the toast text beside what the service returned.
 * The session API's handlers and the public API (/api/v1) answer these same bodies.
 */
export const respostasCard = {
  acompanhamento: (seguir: boolean) => ({
    mensagem: seguir ? m.seguindo : m.deixouDeSeguir,
    emAcompanhamento: seguir ? 'S' : 'N',
  }),
  checklistIncluido: <T>(Checklist: T) => ({ mensagem: m.checklistIncluido, Checklist }),
  checklistsAtualizados: <T>(listaChecklists: T) => ({ mensagem: m.checklistsAtualizados, listaChecklists }),
  checklistExcluido: () => ({ mensagem: m.checklistExcluido }),
  comentarioIncluido: <T>(Comentario: T) => ({ mensagem: m.comentarioIncluido, Comentario }),
  comentarioExcluido: () => ({ mensagem: m.comentarioExcluido }),
  responsavelIncluido: <T>(Responsavel: T) => ({ mensagem: m.responsavelIncluido, Responsavel }),
  responsavelRemovido: () => ({ mensagem: m.responsavelRemovido }),
  etiquetaVinculada: <T>(InstanciaEtiqueta: T) => ({ mensagem: m.etiquetaVinculada, InstanciaEtiqueta }),
  etiquetaDesvinculada: () => ({ mensagem: m.etiquetaDesvinculada }),
  anexoIncluido: <T>(Anexo: T) => ({ mensagem: m.anexoIncluido, Anexo }),
  anexoExcluido: () => ({ mensagem: m.anexoExcluido }),
  formularioEnviado: <T extends object>(card: T) => ({ mensagem: m.formularioEnviado, ...card }),
};
