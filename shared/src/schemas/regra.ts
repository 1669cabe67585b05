import * as z from 'zod';
import {
  chavesAcao,
  chavesEventoRegra,
  chavesOperador,
  LIMITES_REGRA,
  mensagensRegra,
  OPERADORES,
  tiposDado,
  type ChaveAcao,
  type ChaveEventoRegra,
  type TipoDado,
} from '../constants/regras';
import { mensagensBuscaBaseDados } from '../constants/baseDados';
import { problemaDosCabecalhos } from '../validation/cabecalhosWebhook';
import { flagSN, identificador } from './campos';

// The limits, messages, events and operators live in constants/regras.ts (no zod), so the
// server's move check evaluates conditions without this module's schemas; part of this contract.
export * from '../constants/regras';

/**
 * Automation rules (issue 10): the shape of `jsonRegras`, the keys of events, operators and
 * actions, each action's `formulario`, and the pt-BR messages of the editor and the server.
 * Server and SPA validate with the same schemas.
 */

const texto = (mensagem: string, max: number = LIMITES_REGRA.textoAcao) =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(max, `Informe no máximo ${max} caracteres`);

/** A JSON text that must parse to an object or array. */
const jsonTexto = (obrigatorio: string, invalido: string) =>
  texto(obrigatorio).refine((v) => {
    try {
      // Variables may stand where values go ("{{VALOR}}" unquoted): parse with them neutralised.
      const parsed: unknown = JSON.parse(v.replace(/\{\{\s*[\w.]+\s*\}\}/g, '0'));
      return typeof parsed === 'object' && parsed !== null;
    } catch {
      return false;
    }
  }, invalido);

/**
 * The webhook's headers: empty, or a JSON object whose names are RFC 7230 tokens and whose values
 * carry no line break (validation/cabecalhosWebhook.ts). The first problem, or null.
 */
function problemaDoJsonCabecalhos(v: string | undefined): string | null {
  if (!v?.trim()) return null;
  let h: unknown;
  try {
    h = JSON.parse(v);
  } catch {
    return mensagensRegra.jsonHeaderInvalido;
  }
  if (typeof h !== 'object' || h === null || Array.isArray(h)) return mensagensRegra.jsonHeaderInvalido;
  return problemaDosCabecalhos(h as Record<string, unknown>);
}

/** Ids or e-mails joined by commas, as the spec's payloads carry them; at least one. */
const listaPorVirgula = (mensagem: string) =>
  z
    .string({ error: mensagem })
    .max(LIMITES_REGRA.textoAcao)
    .refine((v) => v.split(',').some((p) => p.trim() !== ''), mensagem);

const etapaDestino = { idEtapaMoveCard: identificador(mensagensRegra.etapaDestinoObrigatoria) };
const outroFluxo = { idFluxoMoveCard: identificador(mensagensRegra.fluxoDestinoObrigatorio), ...etapaDestino };
const anexos = z.object({
  /** Form attachment fields (dataIndex) whose files go to the card's attachments. */
  campos: z.array(identificador()).min(1, mensagensRegra.selecioneAnexo).max(50),
});
const vazio = z.object({}).catchall(z.unknown());

/**
 * `formulario` of each action. Texts may hold variables between double braces
 * (`{{NOME_VARIAVEL}}`, `{{card.titulo}}`...), filled when the action runs.
 */
export const formulariosAcao = {
  moverCard: z.object(etapaDestino),
  copiarCard: z.object(etapaDestino),
  moverCardOutroFluxo: z.object(outroFluxo),
  copiarCardOutroFluxo: z.object(outroFluxo),
  moverParaTopo: vazio,
  /** DD/MM/YYYY, ISO date, or a variable; a fixed date cannot be before today (checked on save). */
  definirVencimento: z.object({ dataVencimento: texto(mensagensRegra.campoObrigatorio, 100) }),
  atualizarDescricao: z.object({ descricao: texto(mensagensRegra.campoObrigatorio, 300) }),
  atualizarDetalhes: z.object({ detalhes: texto(mensagensRegra.campoObrigatorio) }),
  adicionarComentario: z.object({ comment: texto(mensagensRegra.campoObrigatorio) }),
  alterarValoresCampos: z.object({
    campos: z
      .array(
        z.object({
          nome: identificador(mensagensRegra.campoObrigatorio),
          valor: z.string().max(LIMITES_REGRA.textoAcao),
        }),
      )
      .min(1, mensagensRegra.camposSemValor)
      .max(100)
      .refine((cs) => cs.every((c) => c.valor.trim() !== ''), mensagensRegra.camposSemValor),
  }),
  alterarConfiguracaoCampos: z.object({
    campos: z
      .array(
        z
          .object({
            dataIndex: identificador(mensagensRegra.campoObrigatorio),
            indObrigatorio: flagSN,
            indEditavel: flagSN,
            indOculto: flagSN,
          })
          .refine((c) => !(c.indObrigatorio === 'S' && c.indEditavel === 'N'), mensagensRegra.obrigatorioNaoEditavel),
      )
      .min(1, mensagensRegra.configureCampo)
      .max(100),
  }),
  enviarEmail: z.object({
    /** E-mails or variables, joined by commas. */
    enviaEmailDestinatario: texto(mensagensRegra.campoObrigatorio, 2000),
    enviaEmailTitulo: texto(mensagensRegra.campoObrigatorio, 300),
    enviaEmailBody: texto(mensagensRegra.campoObrigatorio),
  }),
  acionarWebhook: z.object({
    acionarWebhookMetodo: z.enum(['POST', 'PUT'], { error: mensagensRegra.metodoWebhook }),
    acionarWebhookEndpoint: texto(mensagensRegra.campoObrigatorio, 2000).refine(
      (v) => /^https?:\/\/[^\s]+$/i.test(v),
      mensagensRegra.endpointInvalido,
    ),
    acionarWebhookJsonHeader: z
      .string()
      .max(LIMITES_REGRA.textoAcao)
      .optional()
      .superRefine((v, ctx) => {
        const problema = problemaDoJsonCabecalhos(v);
        if (problema) ctx.addIssue({ code: 'custom', message: problema });
      }),
    acionarWebhookJsonBody: jsonTexto(mensagensRegra.jsonObrigatorio, mensagensRegra.jsonInvalido),
  }),
  adicionarEtiquetas: z.object({ addEtiquetasIds: listaPorVirgula(mensagensRegra.selecioneEtiqueta) }),
  removerEtiquetas: z.object({ removerEtiquetasIds: listaPorVirgula(mensagensRegra.selecioneEtiqueta) }),
  adicionarResponsaveis: z.object({ addResponsaveis: listaPorVirgula(mensagensRegra.selecioneResponsavel) }),
  removerResponsaveis: z.object({ removeResponsaveis: listaPorVirgula(mensagensRegra.selecioneResponsavel) }),
  enviarNotificacao: z.object({
    /** E-mails or variables, joined by commas. */
    enviarNotificacaoDestinatario: texto(mensagensRegra.campoObrigatorio, 2000),
    enviarNotificacaoTitulo: texto(mensagensRegra.campoObrigatorio, 200),
    enviarNotificacaoConteudo: texto(mensagensRegra.campoObrigatorio, 2000),
  }),
  bloquearMovimentacao: vazio,
  copiarAnexoFormulario: anexos,
  moverAnexoFormulario: anexos,
  /**
   * Data base lookup: the first record of `idDataBase` whose column equals each filter's variable
   * (filled for the card) fills each assignment's form field (nomeVariavel) with its column's value.
   */
  preencherVariaveisBaseDados: z.object({
    idDataBase: identificador(mensagensBuscaBaseDados.selecioneBase),
    filtros: z
      .array(z.object({ variavel: z.string().trim().max(200), idColuna: z.string().trim().max(100) }), {
        error: mensagensBuscaBaseDados.crieCombo,
      })
      .min(1, mensagensBuscaBaseDados.crieCombo)
      .max(10)
      .refine(
        (fs) => fs.every((f) => f.variavel !== '' && f.idColuna !== ''),
        mensagensBuscaBaseDados.combosPreenchidos,
      ),
    atribuicoes: z
      .array(z.object({ idColuna: z.string().trim().max(100), nomeVariavel: z.string().trim().max(100) }), {
        error: mensagensBuscaBaseDados.atribuaValor,
      })
      .min(1, mensagensBuscaBaseDados.atribuaValor)
      .max(50)
      .refine(
        (as) => as.every((a) => a.idColuna !== '' && a.nomeVariavel !== ''),
        mensagensBuscaBaseDados.atribuicoesPreenchidas,
      ),
  }),
} as const satisfies Record<ChaveAcao, z.ZodType>;
export type FormularioAcao<K extends ChaveAcao> = z.infer<(typeof formulariosAcao)[K]>;

const acaoSchema = z
  .object({
    id: identificador(),
    key: z.enum(chavesAcao, { error: mensagensRegra.selecioneAcao }),
    title: z.string().max(200).optional(),
    executarNoServidor: z.boolean().default(true),
    formulario: z.unknown().optional(),
    prioridade: z.coerce
      .number({ error: mensagensRegra.prioridadeMinima })
      .int()
      .min(1, mensagensRegra.prioridadeMinima)
      .default(1),
  })
  .superRefine((acao, ctx) => {
    const parsed = formulariosAcao[acao.key].safeParse(acao.formulario ?? {});
    for (const issue of parsed.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['formulario', ...issue.path] });
    }
  })
  // Stored as its schema reads it (trimmed, defaults filled): the engine runs it as saved,
  // without the schemas (they stay out of the rules consumer's bundle).
  .transform((acao) => ({ ...acao, formulario: formulariosAcao[acao.key].parse(acao.formulario ?? {}) as unknown }));
export type AcaoRegra = z.infer<typeof acaoSchema>;

/** An operand: a variable (form field or card/stage/flow/user datum) or a typed-in value (tipoDado A). */
const operandoSchema = z.object(
  {
    id: z.string().max(200).optional(),
    nomeInterno: z.string({ error: mensagensRegra.campoObrigatorio }).max(2000),
    descricaoVisual: z.string().max(2000).optional(),
    tipoDado: z.enum(tiposDado).default('A'),
  },
  { error: mensagensRegra.campoObrigatorio },
);
export type OperandoCondicao = z.infer<typeof operandoSchema>;

const condicaoSchema = z
  .object({
    id: identificador(),
    operandoUm: operandoSchema.refine((o) => o.nomeInterno.trim() !== '', mensagensRegra.campoObrigatorio),
    operador: z.object(
      {
        key: z.enum(chavesOperador, { error: mensagensRegra.campoObrigatorio }),
        value: z.string().max(100).optional(),
      },
      { error: mensagensRegra.campoObrigatorio },
    ),
    operandoDois: operandoSchema.nullable().optional(),
  })
  .superRefine((c, ctx) => {
    if (OPERADORES[c.operador.key].segundoOperando && !c.operandoDois?.nomeInterno.trim()) {
      ctx.addIssue({ code: 'custom', message: mensagensRegra.campoObrigatorio, path: ['operandoDois'] });
    }
  });
export type CondicaoRegra = z.infer<typeof condicaoSchema>;

export const jsonRegrasSchema = z.object(
  {
    prioridade: z.coerce
      .number({ error: mensagensRegra.prioridadeMinima })
      .int()
      .min(1, mensagensRegra.prioridadeMinima)
      .default(1),
    evento: z.object(
      {
        id: z.string().max(200).optional(),
        key: z.enum(chavesEventoRegra, { error: mensagensRegra.selecioneEvento }),
        title: z.string().max(200).optional(),
        /** Only a card entering/leaving (or otherwise concerning) this stage fires the rule. */
        idEtapa: identificador().nullable().optional(),
      },
      { error: mensagensRegra.selecioneEvento },
    ),
    acoes: z
      .array(acaoSchema, { error: mensagensRegra.selecioneAcao })
      .min(1, mensagensRegra.selecioneAcao)
      .max(LIMITES_REGRA.condicoes)
      .refine((as) => new Set(as.map((a) => a.key)).size === as.length, mensagensRegra.acaoRepetida),
    condicionais: z
      .object({
        operacaoLogica: z.enum(['AND', 'OR', 'XOR'], { error: mensagensRegra.campoObrigatorio }).default('AND'),
        listaCondicionais: z.array(condicaoSchema).max(LIMITES_REGRA.condicoes).default([]),
      })
      .default({ operacaoLogica: 'AND', listaCondicionais: [] }),
  },
  { error: mensagensRegra.selecioneEvento },
);
export type JsonRegras = z.infer<typeof jsonRegrasSchema>;

const descricao = z
  .string()
  .trim()
  .max(LIMITES_REGRA.descricaoCaracteres, mensagensRegra.descricaoLonga)
  .transform((v) => v || mensagensRegra.novaRegra)
  .default(mensagensRegra.novaRegra);

/** POST /api/fluxo/regras/inserir */
export const inserirRegraSchema = z.object({
  idFluxo: identificador('Fluxo não informado'),
  descricao,
  ativo: flagSN.default('N'),
  jsonRegras: jsonRegrasSchema,
});

/** PUT /api/fluxo/regras/atualizar */
export const atualizarRegraSchema = z.object({
  id: identificador(mensagensRegra.regraNaoEncontrada),
  descricao,
  ativo: flagSN,
  jsonRegras: jsonRegrasSchema,
});

/** POST /api/fluxo/regras/clonar */
export const clonarRegraSchema = z.object({ idRegra: identificador(mensagensRegra.regraNaoEncontrada) });

/**
 * POST /api/fluxo/regras/simular: a saved rule (idRegra) or an unsaved one (jsonRegras) tried on a
 * real card; writes nothing.
 */
export const simularRegraSchema = z
  .object({
    idInstancia: identificador('Card não informado'),
    idRegra: identificador().optional(),
    jsonRegras: jsonRegrasSchema.optional(),
  })
  .refine((b) => Boolean(b.idRegra) !== Boolean(b.jsonRegras), 'Informe idRegra ou jsonRegras');

/**
 * POST /api/fluxo/regras/executar-condicoes: the conditions of the given rules on the given
 * variable values (the browser's own evaluation); nothing is read or written.
 */
export const executarCondicoesSchema = z.object({
  listaRegras: z
    .array(z.object({ id: z.string().max(200).optional(), jsonRegras: jsonRegrasSchema }))
    .min(1, mensagensRegra.selecioneEvento)
    .max(LIMITES_REGRA.regrasPorFluxo),
  listaVariaveis: z
    .array(
      z.object({
        nomeInterno: z.string().max(200),
        valor: z.string().max(LIMITES_REGRA.textoAcao).nullable().optional(),
      }),
    )
    .max(500)
    .default([]),
});

/**
 * POST /api/fluxo/regras/executar-regras: the given rules run on the card now, as the engine would.
 * `evento` names the event the browser saw: only active rules of that event on the card's
 * current stage may be named (the server refuses any other).
 */
export const executarRegrasSchema = z.object({
  idInstancia: identificador('Card não informado'),
  evento: z.enum(chavesEventoRegra, { error: mensagensRegra.selecioneEvento }),
  listaRegras: z
    .array(identificador(mensagensRegra.regraNaoEncontrada))
    .min(1, mensagensRegra.regraNaoEncontrada)
    .max(50),
  /** The board's room (the answer also goes there as regras:executadaServidor); informative. */
  roomName: z.string().max(200).optional(),
});

/** POST /api/fluxo/regras/regras-executadas: the active rules of an event of the card's flow, for the browser. */
export const regrasExecutadasSchema = z.object({
  idInstancia: identificador('Card não informado'),
  evento: z.enum(chavesEventoRegra, { error: mensagensRegra.selecioneEvento }),
  idEtapa: identificador().optional(),
});

/** A rule as the API answers it. */
export interface Regra {
  id: string;
  descricao: string;
  ativo: 'S' | 'N';
  Fluxo: { id: string };
  /** The creator: only this person saves, deletes or toggles the rule. */
  Usuario: { id: string; email: string; nome?: string };
  numExecucoes: number;
  /** ISO-8601 (UTC). */
  dataHoraAlteracao: string;
  jsonRegras: JsonRegras;
}

/** One run of a rule for one event. */
export interface ExecucaoRegra {
  id: string;
  comErro: 'S' | 'N';
  /** ISO-8601 (UTC). */
  dataHoraExecucao: string;
  /** The error, or (also on success) what each action did, webhook attempts included. */
  detalhesErro: string | null;
  Instancia?: { id: string; descricao?: string };
  evento?: ChaveEventoRegra;
}

/** A variable of the flow offered to conditions and texts (GET fluxo/regras/variaveis/{idFluxo}). */
export interface VariavelRegra {
  nomeInterno: string;
  descricaoVisual: string;
  tipoDado: TipoDado;
  /** The card's value (GET fluxo/regras/valores-variaveis/{idInstancia}). */
  valor?: string | null;
  variavelDeFormulario: 'S' | 'N';
}

/** POST /api/fluxo/regras/simular */
export interface ResultadoSimulacao {
  condicoes: Array<{
    id: string;
    condicaoSatisfeita: 'S' | 'N';
    valorOperandoUm: string | null;
    valorOperandoDois: string | null;
  }>;
  /** Whether the rule would run its actions on this card. */
  resultado: 'S' | 'N';
  acoes: Array<{ id: string; key: ChaveAcao; title: string; payload: unknown; erro?: string }>;
}

/** Realtime payload `regras:executadaServidor` (room of the flow). */
export interface EventoRegrasExecutadas {
  idFluxo: string;
  idInstancia: string;
  idRegra: string;
  /** The e-mail of the person whose change fired the rule: only that person sees the toast. */
  disparadoPor: string;
  comErro: 'S' | 'N';
  /** What the board should do with the card: refresh it, take it out (moved) or add a comment. */
  acoes: ChaveAcao[];
}
