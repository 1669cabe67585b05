/** Constants and pt-BR messages of the AI assistance (no zod, so the consumer's bundle can skip the schemas). */
export const LIMITES_IA = {
  /** Spec: a process description needs at least 10 words. */
  palavrasMinimas: 10,
  /** Spec: a transcription under 20 characters is refused. */
  transcricaoMinimaCaracteres: 20,
  textoCaracteres: 5000,
  /** Largest audio accepted (webm/opus of a few minutes; under Lambda's 6 MB payload once base64). */
  audioBytes: 4 * 1024 * 1024,
  etapasProposta: 20,
  /** The metrics sent for an analysis, serialised. */
  metricasBytes: 64 * 1024,
  metricasProfundidade: 10,
  orcamentoMaximo: 1_000_000_000,
  /** Default of a tenant that never set its AI switch: on, with this monthly budget. */
  orcamentoPadraoTokens: 2_000_000,
  /** Simulated progress of the screens (spec): start at 20, 10 for transcription. */
  progressoInicial: 20,
  progressoInicialTranscricao: 10,
} as const;

export const mensagensIa = {
  descricaoProcessoObrigatoria: 'Descrição do processo é obrigatório',
  descricaoObrigatoria: 'Descrição é obrigatório',
  minimoPalavras: 'Descrição deve conter no mínimo 10 palavras',
  nenhumTextoValido: 'Nenhum texto válido detectado.',
  iaDesativada: 'A assistência de IA está desativada neste ambiente. Peça a um administrador para ativá-la.',
  orcamentoEsgotado:
    'O orçamento mensal de IA deste ambiente foi atingido. Peça a um administrador para ampliá-lo ou aguarde o próximo mês.',
  tarefaNaoEncontrada: 'Tarefa de IA não encontrada',
  respostaInvalida: 'A IA não conseguiu gerar uma resposta válida. Reformule o pedido e tente novamente.',
  servicoIndisponivel: 'O serviço de IA não respondeu. Tente novamente em alguns instantes.',
  audioObrigatorio: 'Envie o áudio gravado (campo file)',
  audioGrande: 'O áudio deve ser menor que 4MB!',
  audioFormato: 'Envie o áudio no formato webm (opus)',
  somenteAdministrador: 'Somente um administrador pode alterar a configuração de IA',
} as const;

export const tiposTarefaIa = [
  'criar-regra',
  'analisar-metricas',
  'criar-fluxo',
  'gerar-campos-etapa',
  'criar-etapa',
  'transcrever-audio',
] as const;
export type TipoTarefaIa = (typeof tiposTarefaIa)[number];
export const statusTarefaIa = ['pendente', 'processando', 'concluida', 'falhou'] as const;
export type StatusTarefaIa = (typeof statusTarefaIa)[number];
