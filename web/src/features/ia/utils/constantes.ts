/** The AI assistant's constants and messages (pt-BR, as the product specifies them). */
export const MINIMO_PALAVRAS_DESCRICAO = 10;
export const MINIMO_CARACTERES_TRANSCRICAO = 20;
/** MediaRecorder timeslice: the recording arrives in chunks of this length. */
export const FATIA_GRAVACAO_MS = 1_000;
export const TIPO_AUDIO = 'audio/webm;codecs=opus';
/** Simulated progress: where it starts (a transcription starts lower), and its ceiling before the end. */
export const INICIO_PROGRESSO = 20;
export const INICIO_PROGRESSO_TRANSCRICAO = 10;
export const TETO_PROGRESSO_SIMULADO = 95;
export const PASSO_PROGRESSO_MS = 500;

export const mensagensIa = {
  descricaoMinima: `Descrição deve conter no mínimo ${MINIMO_PALAVRAS_DESCRICAO} palavras`,
  descricaoProcessoObrigatoria: 'Descrição do processo é obrigatório',
  descricaoObrigatoria: 'Descrição é obrigatório',
  textoInvalido: 'Nenhum texto válido detectado.',
  audioNaoPermitido: 'A captura de áudio deve ser permitida para utilizar essa funcionalidade',
  erroAudio: 'Erro durante a captura de áudio. Por favor, tente novamente',
  falhaGenerica: 'A IA não conseguiu concluir o pedido. Tente novamente.',
  modeloDemonstracao: 'Modelo de demonstração (stand-in local)',
  modeloDemonstracaoDica:
    'Resposta gerada pelo modelo local de demonstração, sem IA real: configure a chave da OpenAI para respostas reais.',
} as const;
