/** The transcription's prompt (a hint of vocabulary, not instructions): the product's words and the person's own. */
export const promptTranscricao = {
  nome: 'transcrever_audio',
  versao: 1,
  texto: (promptsAdicionais?: string): string =>
    ['Fluxo, etapa, card, regra, formulário, etiqueta, responsável.', promptsAdicionais ?? '']
      .join(' ')
      .trim()
      .slice(0, 1000),
};
