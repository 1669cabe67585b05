import * as z from 'zod';
import type { iconesFluxo } from '../constants/fluxos';
import {
  LIMITES_IA,
  mensagensIa,
  statusTarefaIa,
  tiposTarefaIa,
  type StatusTarefaIa,
  type TipoTarefaIa,
} from '../constants/ia';
import { campoFormularioSchema } from './campoFormulario';
import { flagSN, identificador, textoObrigatorio } from './campos';
import { inserirFluxoSchema, profundidadeJson } from './fluxo';

/**
 * AI assistance (issue 27): the request bodies of the `/api/chatgpt/*` routes, the task the
 * routes answer (202) and the consumer fills, each kind's `resultado`, the tenant's AI settings
 * and usage, and the shapes the MODEL must answer (modelo*), from which the JSON schemas of the
 * structured outputs are generated (z.toJSONSchema). The model's shapes are strict-mode friendly:
 * every key required, null for "none", no transforms.
 */
export { LIMITES_IA, mensagensIa, statusTarefaIa, tiposTarefaIa, type StatusTarefaIa, type TipoTarefaIa };

const textoLivre = (max: number) => z.string().trim().max(max, `Informe no máximo ${max} caracteres`);

/** A process description: required, at least LIMITES_IA.palavrasMinimas words (spec). */
export const contarPalavras = (texto: string): number => texto.trim().split(/\s+/).filter(Boolean).length;
const descricaoProcesso = textoObrigatorio(mensagensIa.descricaoProcessoObrigatoria, LIMITES_IA.textoCaracteres).refine(
  (t) => contarPalavras(t) >= LIMITES_IA.palavrasMinimas,
  mensagensIa.minimoPalavras,
);

const etapaResumo = z.object({ id: identificador().optional(), descricao: textoLivre(150) });

// ---------------------------------------------------------------- requests

/** POST /api/chatgpt/criar-regra (spec: idFluxo, userMessage, emails, variaveis, etiquetas, etapas). */
export const criarRegraIaSchema = z.object({
  idFluxo: identificador('Fluxo não informado'),
  userMessage: textoObrigatorio(mensagensIa.descricaoObrigatoria, LIMITES_IA.textoCaracteres),
  emails: z
    .array(z.object({ email: textoLivre(254), nome: textoLivre(200).optional() }))
    .max(500)
    .default([]),
  variaveis: z.array(textoLivre(200)).max(500).default([]),
  etiquetas: z
    .array(z.object({ id: identificador(), descricao: textoLivre(200) }))
    .max(500)
    .default([]),
  etapas: z
    .array(z.object({ id: identificador(), descricao: textoLivre(150) }))
    .max(200)
    .default([]),
});
export type CriarRegraIa = z.output<typeof criarRegraIaSchema>;

/** POST /api/chatgpt/analisar-metricas (spec: pergunta, metricas, relacoesEtapas; idFluxo for the permission). */
export const analisarMetricasSchema = z.object({
  idFluxo: identificador('Fluxo não informado'),
  pergunta: textoObrigatorio(mensagensIa.descricaoObrigatoria, LIMITES_IA.textoCaracteres),
  /** The metrics response as the screen has it (any JSON), at most LIMITES_IA.metricasBytes serialised. */
  metricas: z
    .record(z.string().max(100), z.unknown())
    // Nesting first (a hostile body may nest 100,000 levels: no recursion), then size.
    .refine((v) => profundidadeJson(v, LIMITES_IA.metricasProfundidade) <= LIMITES_IA.metricasProfundidade, {
      error: 'Métricas aninhadas demais',
      abort: true,
    })
    .refine((v) => JSON.stringify(v).length <= LIMITES_IA.metricasBytes, { error: 'Métricas grandes demais' })
    .default({}),
  relacoesEtapas: z
    .array(
      z.object({
        id: z.union([z.string().max(100), z.number()]).optional(),
        descricao: textoLivre(150),
        etapaInicial: flagSN.optional(),
        etapaFinal: flagSN.optional(),
        fluxoAberto: flagSN.optional(),
        ligacoes: z
          .array(z.object({ origem: textoLivre(150), destino: textoLivre(150) }).partial())
          .max(500)
          .optional(),
      }),
    )
    .max(200)
    .default([]),
});
export type AnalisarMetricas = z.output<typeof analisarMetricasSchema>;

/** POST /api/chatgpt/criar-fluxo: { texto } (at least 10 words). */
export const criarFluxoIaSchema = z.object({ texto: descricaoProcesso });

/** The flow's context for stage and field proposals; idFluxo when the flow exists (edit rights checked). */
const contextoFluxo = {
  idFluxo: identificador().optional(),
  descricaoFluxo: textoObrigatorio(mensagensIa.descricaoObrigatoria, 300),
  detalhesFluxo: textoLivre(LIMITES_IA.textoCaracteres).default(''),
};

/** POST /api/chatgpt/gerar-campos-etapa. */
export const gerarCamposEtapaSchema = z.object({
  ...contextoFluxo,
  listaEtapas: z.array(etapaResumo).max(200).default([]),
  etapaAtual: etapaResumo,
});

/** POST /api/chatgpt/criar-etapa: novaEtapa is what the person wants of the new stage. */
export const criarEtapaIaSchema = z.object({
  ...contextoFluxo,
  listaEtapasAtuais: z.array(etapaResumo).max(200).default([]),
  novaEtapa: textoObrigatorio(mensagensIa.descricaoObrigatoria, LIMITES_IA.textoCaracteres),
});

/** POST /api/chatgpt/transcrever-audio: multipart `file` (webm/opus) and these text fields. */
export const transcreverAudioSchema = z.object({ promptsAdicionais: textoLivre(1000).optional() });

// ---------------------------------------------------------------- results

/** A proposed stage: its links by the destination stages' names, and its form. */
export const etapaPropostaSchema = z.object({
  descricao: textoObrigatorio('Nome da etapa é obrigatório', 150),
  etapaInicial: flagSN.default('N'),
  etapaFinal: flagSN.default('N'),
  /** Names (descricao) of the stages this one links to. */
  destinos: z.array(textoLivre(150)).max(50).default([]),
  listaCamposFormulario: z.array(campoFormularioSchema).max(100).default([]),
});
export type EtapaPropostaEntrada = z.input<typeof etapaPropostaSchema>;

/** POST /api/fluxos/inserir-by-gpt: the reviewed proposal (synchronous: creates the flow). */
export const inserirByGptSchema = z.object({
  Fluxo: inserirFluxoSchema.shape.Fluxo,
  listaEtapasGpt: z.array(etapaPropostaSchema).min(1, 'Informe ao menos uma etapa').max(LIMITES_IA.etapasProposta),
});
export type InserirByGpt = z.output<typeof inserirByGptSchema>;

/** A proposed field as the routes answer it: what POST /api/etapas/atualizar-campos-form takes. */
export type CampoProposto = z.input<typeof campoFormularioSchema>;
export interface EtapaProposta {
  descricao: string;
  etapaInicial: 'S' | 'N';
  etapaFinal: 'S' | 'N';
  destinos: string[];
  listaCamposFormulario: CampoProposto[];
}
export interface FluxoProposto {
  descricao: string;
  detalhes: string;
  icone: (typeof iconesFluxo)[number];
  rotuloNovaInstancia: string;
}

/** `resultado` of a finished task, per kind. */
export interface ResultadosIa {
  'criar-regra': { idRegra: string; descricao: string; jsonRegras: unknown } | { pergunta: string };
  'analisar-metricas': { html: string };
  'criar-fluxo': { fluxo: FluxoProposto; listaEtapas: EtapaProposta[] };
  'gerar-campos-etapa': { listaCamposFormulario: CampoProposto[] };
  'criar-etapa': { etapa: EtapaProposta };
  'transcrever-audio': { texto: string };
}

/** GET /api/chatgpt/tarefas/{idTarefa}. */
export interface TarefaIa<T extends TipoTarefaIa = TipoTarefaIa> {
  idTarefa: string;
  tipo: T;
  status: StatusTarefaIa;
  resultado?: ResultadosIa[T];
  mensagem?: string;
  /** True when the local stand-in answered (no real model): the UI labels it a demonstration. */
  modeloDemonstracao: boolean;
  criadaEm: string;
  atualizadaEm: string;
}

/** The 202 of every /api/chatgpt/* route. */
export interface TarefaIaAceita {
  idTarefa: string;
  status: 'pendente';
}

// ---------------------------------------------------------------- tenant settings and usage

/** GET/PUT /api/ia/configuracao (administrator). */
export const configuracaoIaSchema = z.object({
  ativa: z.boolean({ error: 'Informe se a IA está ativa' }),
  orcamentoMensalTokens: z
    .number({ error: 'Informe o orçamento mensal em tokens' })
    .int('Informe um número inteiro')
    .min(0, 'Informe um número maior ou igual a 0')
    .max(LIMITES_IA.orcamentoMaximo, `Informe no máximo ${LIMITES_IA.orcamentoMaximo} tokens`),
});
export type ConfiguracaoIa = z.output<typeof configuracaoIaSchema>;

/** GET /api/ia/uso?mes=YYYY-MM (administrator). */
export const usoIaQuery = z.object({
  mes: z
    .string()
    .max(7, 'Informe o mês no formato AAAA-MM')
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Informe o mês no formato AAAA-MM')
    .optional(),
});
export interface UsoIa {
  mes: string;
  orcamentoMensalTokens: number;
  totalTokens: number;
  totalTarefas: number;
  porPessoa: { idUsuario: string; email: string; tokens: number; tarefas: number }[];
}

// What the model answers: iaModelo.ts (the AI consumer loads those schemas only).
export * from './iaModelo';
