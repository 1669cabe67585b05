import * as z from 'zod';
import { iconesFluxo, LIMITES_FLUXO, mensagensFluxo, ROTULO_NOVA_INSTANCIA_PADRAO } from '../constants/fluxos';
import { flagSN, identificador, textoObrigatorio } from './campos';

/** The messages live with the flow constants (no zod), so the Lambdas that only report errors skip these schemas. */
export { mensagensFluxo };

const icone = z.enum(iconesFluxo, { error: mensagensFluxo.iconeObrigatorio });

/** The manual create/edit dialog fields (name, icon, details required; label has a default). */
const dadosFluxo = {
  descricao: textoObrigatorio(mensagensFluxo.nomeObrigatorio, LIMITES_FLUXO.tituloFluxo),
  icone,
  detalhes: textoObrigatorio(mensagensFluxo.detalhesObrigatorio, 1000),
  rotuloNovaInstancia: z
    .string()
    .trim()
    .max(60, 'Informe no máximo 60 caracteres')
    .optional()
    .transform((v) => v || ROTULO_NOVA_INSTANCIA_PADRAO),
};

/** POST /api/fluxos/inserir */
export const inserirFluxoSchema = z.object({
  Fluxo: z.object(dadosFluxo, { error: 'Dados do fluxo não informados' }),
  retornarDadosAdicionais: z.boolean().optional(),
});

/** Background of the public form: png or jpeg data URL under 2 MB (base64 is 4/3 of the bytes). */
export const imagemFundoSchema = z
  .string()
  .max(Math.ceil((LIMITES_FLUXO.imagemFundoBytes * 4) / 3) + 100, mensagensFluxo.imagemGrande)
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, mensagensFluxo.imagemTipo)
  .refine(
    (v) => Math.floor(((v.length - v.indexOf(',') - 1) * 3) / 4) < LIMITES_FLUXO.imagemFundoBytes,
    mensagensFluxo.imagemGrande,
  );

/**
 * PUT /api/fluxos/atualizar (owner only). JSON instead of the product's multipart: the background
 * image travels as a data URL in imgBackgroundFormulario (null removes it, absent keeps it).
 */
export const atualizarFluxoSchema = z
  .object({
    Fluxo: z.object({
      id: identificador(),
      ...dadosFluxo,
      permitirEnviarCards: flagSN.default('N'),
      permitirReceberCards: flagSN.default('N'),
      permitirFormPublico: flagSN.default('N'),
      tituloFormulario: z.string().trim().max(200).optional(),
      descricaoFormulario: z.string().trim().max(2000).optional(),
    }),
    imgBackgroundFormulario: imagemFundoSchema.nullable().optional(),
  })
  .superRefine(({ Fluxo }, ctx) => {
    if (Fluxo.permitirFormPublico !== 'S') return;
    if (!Fluxo.tituloFormulario) {
      ctx.addIssue({
        code: 'custom',
        path: ['Fluxo', 'tituloFormulario'],
        message: mensagensFluxo.tituloFormObrigatorio,
      });
    }
    if (!Fluxo.descricaoFormulario) {
      ctx.addIssue({
        code: 'custom',
        path: ['Fluxo', 'descricaoFormulario'],
        message: mensagensFluxo.descricaoFormObrigatoria,
      });
    }
  });

/** POST /api/fluxos/copiar */
export const copiarFluxoSchema = z.object({
  FluxoOrigem: z.object({
    idFluxoOrigem: identificador(),
    descricaoNovoFluxo: textoObrigatorio(mensagensFluxo.nomeProcessoObrigatorio, LIMITES_FLUXO.tituloFluxo),
    copiarAutorizacoes: z.boolean().default(false),
    copiarRegras: z.boolean().default(false),
  }),
  retornarDadosAdicionais: z.boolean().optional(),
});

/** DELETE /api/fluxos/excluir/{id}?confirmacao=CONFIRMAR (required when the flow has cards). */
export const excluirFluxoQuery = z.object({ confirmacao: z.string().max(50).optional() });

/** POST /api/fluxos/marcar-favorito */
export const marcarFavoritoSchema = z.object({ FluxoFav: z.object({ Fluxo: z.object({ id: identificador() }) }) });

/**
 * GET /api/fluxos/atividades/{idFluxo}?offset&count (pages of 50). `cursor` (the proximoCursor
 * of the previous page) is the cheap way on: with it offset is ignored.
 */
export const paginaQuery = (padrao: number) =>
  z.object({
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
    count: z.coerce.number().int().min(1).max(100).default(padrao),
    cursor: z.string().max(500).optional(),
  });

/**
 * POST /api/common/atualizar-propriedade/{id}: the generic single-property change,
 * limited to the properties below (anything else is refused).
 */
export const atualizarPropriedadeSchema = z.discriminatedUnion(
  'nomePropriedade',
  [
    z.object({ nomeEntidade: z.literal('Fluxo'), nomePropriedade: z.literal('arquivado'), valor: flagSN }),
    z.object({
      nomeEntidade: z.literal('Fluxo'),
      nomePropriedade: z.literal('descricao'),
      valor: textoObrigatorio(mensagensFluxo.nomeObrigatorio, LIMITES_FLUXO.tituloFluxo),
    }),
  ],
  { error: 'Propriedade não pode ser alterada' },
);

/** A value announced over the socket stays far under API Gateway's 128 KB message limit. */
const MAX_BYTES_VALOR_SOCKET = 16 * 1024;
/** Nesting of that value: deep enough for any property, shallow enough to walk without recursion limits. */
const MAX_PROFUNDIDADE_VALOR_SOCKET = 10;

/** Nesting depth of a parsed JSON value, measured without recursion (a hostile body may nest 100,000 levels). */
export function profundidadeJson(valor: unknown, limite: number): number {
  let maior = 0;
  const pendentes: [unknown, number][] = [[valor, 1]];
  while (pendentes.length > 0) {
    const [v, nivel] = pendentes.pop()!;
    if (v === null || typeof v !== 'object') continue;
    maior = Math.max(maior, nivel);
    if (maior > limite) return maior;
    for (const filho of Object.values(v)) pendentes.push([filho, nivel + 1]);
  }
  return maior;
}

/**
 * POST /api/common/socket/atualizar-propriedade/{id}: a property change announced to a room of
 * the flow (`FLUXO:<SIGLA>:<id>` or `CHAT-FLUXO:<SIGLA>:<id>`); nothing is stored.
 */
export const atualizarPropriedadeSocketSchema = z.object({
  nomeEntidade: z.string().trim().min(1, 'nomeEntidade é obrigatório').max(100),
  nomePropriedade: z.string().trim().min(1, 'nomePropriedade é obrigatório').max(100),
  // Any JSON value (the body was parsed as JSON): bounded in nesting first, then in size.
  valor: z
    .unknown()
    .refine((v) => v !== undefined, { error: 'valor é obrigatório', abort: true })
    .refine((v) => profundidadeJson(v, MAX_PROFUNDIDADE_VALOR_SOCKET) <= MAX_PROFUNDIDADE_VALOR_SOCKET, {
      error: 'Valor aninhado demais',
      abort: true,
    })
    .refine((v) => JSON.stringify(v).length <= MAX_BYTES_VALOR_SOCKET, { error: 'Valor grande demais' }),
  room: z.string().min(1, 'room é obrigatório').max(200),
});
export type AtualizarPropriedadeSocket = z.infer<typeof atualizarPropriedadeSocketSchema>;
