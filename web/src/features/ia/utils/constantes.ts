import { LIMITES_IA, mensagensIa as mensagensIaCompartilhadas } from '@wf/shared/constants/ia';

/** The AI assistant's constants and messages on screen (pt-BR, as the product specifies them). */
export const MINIMO_PALAVRAS_DESCRICAO = LIMITES_IA.palavrasMinimas;
export const MINIMO_CARACTERES_TRANSCRICAO = LIMITES_IA.transcricaoMinimaCaracteres;
/** MediaRecorder timeslice: the recording arrives in chunks of this length. */
export const FATIA_GRAVACAO_MS = 1_000;
export const TIPO_AUDIO = 'audio/webm;codecs=opus';
/** Simulated progress: where it starts (a transcription starts lower), and its ceiling before the end. */
export const INICIO_PROGRESSO = LIMITES_IA.progressoInicial;
export const INICIO_PROGRESSO_TRANSCRICAO = LIMITES_IA.progressoInicialTranscricao;
export const TETO_PROGRESSO_SIMULADO = 95;
export const PASSO_PROGRESSO_MS = 500;

export const mensagensIa = {
  descricaoMinima: mensagensIaCompartilhadas.minimoPalavras,
  descricaoProcessoObrigatoria: mensagensIaCompartilhadas.descricaoProcessoObrigatoria,
  descricaoObrigatoria: mensagensIaCompartilhadas.descricaoObrigatoria,
  textoInvalido: mensagensIaCompartilhadas.nenhumTextoValido,
  audioNaoPermitido: 'A captura de áudio deve ser permitida para utilizar essa funcionalidade',
  erroAudio: 'Erro durante a captura de áudio. Por favor, tente novamente',
  falhaGenerica: 'A IA não conseguiu concluir o pedido. Tente novamente.',
  modeloDemonstracao: 'Modelo de demonstração (stand-in local)',
  modeloDemonstracaoDica:
    'Resposta gerada pelo modelo local de demonstração, sem IA real: configure a chave da OpenAI para respostas reais.',
} as const;
