import { mensagensAutorizacao } from '@wf/shared/schemas/autorizacao';

/**
 * The answers of a stage's authorisations that the session API and the public API (/api/v1)
 * share: the toast text beside what the service returned.
 */
export const respostasEtapa = {
  autorizacaoIncluida: <T>(EtapaUsuario: T) => ({ mensagem: mensagensAutorizacao.incluida, EtapaUsuario }),
  autorizacaoExcluida: () => ({ mensagem: mensagensAutorizacao.excluida }),
};
