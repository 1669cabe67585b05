/** Authorisations of people on stages: messages and restriction flags (plain values, no zod). */
export const mensagensAutorizacao = {
  emailObrigatorio: 'Por favor, digite o email do usuário',
  emailInvalido: 'Por favor, digite um email válido',
  duplicado: (email: string) => `O e-mail "${email}" já possui acesso a esta etapa!`,
  naoEncontrada: 'Autorização não encontrada',
  copiadas: 'Autorizações copiadas com sucesso!',
  incluida: 'Autorização incluída com sucesso!',
  atualizada: 'Autorização atualizada com sucesso!',
  excluida: 'Autorização excluída com sucesso!',
} as const;

/** The nine restriction flags of a person (or organisation node) on a stage. */
export const flagsRestricao = [
  'restrTitulo',
  'restrDetalhes',
  'restrEtiquetas',
  'restrResponsaveis',
  'restrChecklists',
  'restrAnexos',
  'restrValidade',
  'restrComentarios',
  'restrAbrirCard',
] as const;
export type FlagRestricao = (typeof flagsRestricao)[number];
