import * as z from 'zod';
import { LIMITES_CARD, mensagensCard, tiposOrdenacao } from '../constants/cards';
import { bytesUtf8, LIMITES_ENTRADA as L, mensagensEntrada } from '../constants/entrada';
import { flagSN, identificador } from './campos';

// Payloads of cards and their sub-elements.

export const descricaoCard = z
  .string({ error: mensagensCard.descricaoObrigatoria })
  .trim()
  .min(1, mensagensCard.descricaoObrigatoria)
  .max(300, 'Informe no máximo 300 caracteres');

/** Rich text, sanitised on the server; the editor's empty value counts as empty. Bounded in bytes too (DynamoDB counts UTF-8). */
export const textoRico = z
  .string()
  .max(100_000, mensagensEntrada.textoGrande)
  .refine((v) => v.length * 3 <= L.textoRicoBytes || bytesUtf8(v) <= L.textoRicoBytes, mensagensEntrada.textoGrande);

/** YYYY-MM-DD; "not before today" is checked by the service with the tenant's clock. */
export const dataVencimento = z.iso.date({ error: 'Data de vencimento inválida' }).nullable();

/**
 * One value of a card form field as the SPA sends it: text, number, flag, empty, or a list
 * (options chosen, attachment ids). Its meaning is checked against the field by the service.
 */
const valorCampo = z.union(
  [
    z.string().max(L.valorCampoCaracteres, mensagensEntrada.valorCampoInvalido),
    z.number(),
    z.boolean(),
    z.null(),
    z
      .array(z.string().max(L.itemDeListaCaracteres, mensagensEntrada.valorCampoInvalido))
      .max(L.itensPorValor, mensagensEntrada.valorCampoInvalido),
  ],
  { error: mensagensEntrada.valorCampoInvalido },
);

/** UTF-8 bytes of a value as JSON; unmeasurable (too deep to serialise) counts as too large. */
function tamanhoJson(v: unknown): number {
  try {
    return bytesUtf8(JSON.stringify(v));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Form values by nomeVariavel, bounded per value and in total (the card item must stay well
 * under DynamoDB's 400 KB); each value is checked against its field definition by the service.
 */
export const valoresFormulario = z
  // Typed unknown on the way in: the SPA builds the values from its form state.
  .record(z.string().max(100), z.unknown().pipe(valorCampo))
  .refine((v) => Object.keys(v).length <= L.camposPorFormulario, mensagensEntrada.formularioGrande)
  .refine((v) => tamanhoJson(v) <= L.formularioBytes, mensagensEntrada.formularioGrande);

/** POST /api/instancias/inserir (JSON: attachments go through presigned uploads). */
export const inserirInstanciaSchema = z.object({
  Instancia: z.object({
    idFluxo: identificador('Fluxo não informado'),
    descricao: descricaoCard,
    detalhes: textoRico.optional(),
    dataVencimento: dataVencimento.optional(),
    listaEtiquetas: z.array(identificador()).max(50).default([]),
    listaValoresFormulario: valoresFormulario.default({}),
  }),
});

/** PUT /api/instancias/atualizar/{id}: title, details, due date (each optional: absent keeps). */
export const atualizarInstanciaSchema = z.object({
  descricao: descricaoCard.optional(),
  detalhes: textoRico.optional(),
  dataVencimento: dataVencimento.optional(),
});

/** PATCH /api/instancias/mover: one card to a position, or every card of a stage (bulk). */
export const moverInstanciaSchema = z.union([
  z.object({
    idInstancia: identificador(),
    idEtapaDestino: identificador('Etapa de destino não informada'),
    /** 1-based position the client sees; the server stores a fractional key. */
    ordemNaEtapaDestino: z.number().int().min(1).optional(),
    /**
     * The cards the client sees around the drop point: with them the server finds the new key
     * by reading two items, whatever the stage size (absent: top or bottom of the stage).
     */
    idInstanciaAnterior: identificador().nullable().optional(),
    idInstanciaPosterior: identificador().nullable().optional(),
  }),
  z.object({ idEtapaOrigem: identificador(), idEtapaDestino: identificador('Etapa de destino não informada') }),
]);

/** PUT /api/instancias/atualizar-ordem: reorder inside the card's stage. */
export const atualizarOrdemInstanciaSchema = z.object({
  idInstancia: identificador(),
  ordemNaEtapa: z.number().int().min(1),
  idInstanciaAnterior: identificador().nullable().optional(),
  idInstanciaPosterior: identificador().nullable().optional(),
});

/** PATCH /api/instancias/ordenar-na-etapa */
export const ordenarNaEtapaSchema = z.object({ idEtapa: identificador(), tipoOrdenacao: z.enum(tiposOrdenacao) });

/** POST /api/instancias/copiar-mover-entre-fluxos: M moves (history lost), C copies. */
export const copiarMoverEntreFluxosSchema = z
  .object({
    idInstancia: identificador().optional(),
    idEtapaOrigem: identificador().optional(),
    idFluxoDestino: identificador('Fluxo de destino não informado'),
    idEtapaDestino: identificador('Etapa de destino não informada'),
    tipoOperacao: z.enum(['M', 'C'], { error: 'Operação inválida' }),
  })
  .refine((v) => Boolean(v.idInstancia) !== Boolean(v.idEtapaOrigem), 'Informe o card ou a etapa de origem');

/** GET /api/instancias/buscar-por-etapa/{idEtapa}?max&cursor */
export const paginaCardsQuery = z.object({
  max: z.coerce.number().int().min(1).max(100).default(LIMITES_CARD.cardsPorPagina),
  cursor: z.string().max(500).optional(),
});

const flagQuery = flagSN.optional();
/** GET /api/instancias/filtrar */
export const filtrarInstanciasQuery = z.object({
  idFluxo: identificador('Fluxo não informado'),
  textoPesquisa: z.string().trim().max(200).optional(),
  cardSemResponsaveis: flagQuery,
  cardsAtribuidosMim: flagQuery,
  cardsSemDatas: flagQuery,
  cardsVencidos: flagQuery,
  cardsVencendoSemana: flagQuery,
  /** Comma-separated label ids. */
  idsEtiquetas: z.string().max(2000).optional(),
  cursor: z.string().max(500).optional(),
});

/**
 * PUT /api/instancia/formulario/atualizar/{id}: the values of one stage's form; idEtapa names an
 * earlier stage the card went through (absent: the card's current stage).
 */
export const atualizarFormularioSchema = z.object({
  newValuesFormulario: valoresFormulario,
  idEtapa: identificador().optional(),
});

export const responsavelSchema = z.object({
  idInstancia: identificador(),
  emailUsuario: z.string().trim().toLowerCase().min(1, 'Informe o e-mail do responsável').max(254),
});
export const acompanhamentoSchema = z.object({ idInstancia: identificador() });
export const etiquetaCardSchema = z.object({
  idInstancia: identificador(),
  idEtiqueta: identificador('Etiqueta não informada'),
});

export const itemChecklistSchema = z.object({
  id: identificador(),
  descricao: z.string().trim().max(500),
  checked: z.boolean().default(false),
  ordem: z.number().int().min(0),
});
export const jsonChecklistSchema = z.object({
  titulo: z.string().trim().min(1, 'Informe o título do checklist').max(200),
  ordem: z.number().int().min(0).default(0),
  listaItens: z.array(itemChecklistSchema).max(200).default([]),
});
/** POST /api/instancia/checklists/inserir */
export const inserirChecklistSchema = z.object({ idInstancia: identificador(), jsonChecklist: jsonChecklistSchema });
/** PUT /api/instancia/checklists/atualizar */
export const atualizarChecklistsSchema = z
  .array(z.object({ id: identificador(), jsonChecklist: jsonChecklistSchema }))
  .min(1)
  .max(50);

/** POST /api/instancia/comentarios/inserir */
export const inserirComentarioSchema = z.object({
  idInstancia: identificador(),
  comentario: z.string({ error: mensagensCard.comentarioVazio }).max(20_000, 'Comentário muito longo'),
});

/**
 * POST /api/instancia/anexos/solicitar-upload/{idInstancia}: step one of an attachment. The
 * server checks type and size (413 with the fixed message) and answers a presigned PUT URL;
 * step two confirms, and the server checks the object really stored.
 */
export const solicitarUploadSchema = z.object({
  nomeArquivo: z.string().trim().min(1, 'Informe o nome do arquivo').max(255),
  tipoMime: z.string().trim().max(200),
  tamanho: z.number().int().min(1, 'Arquivo vazio'),
  /**
   * The attachment field of the card's current stage form the file goes to (its own type, size
   * and count limits apply); absent: an ordinary card attachment.
   */
  nomeVariavel: z.string().trim().min(1).max(100).optional(),
});

/** ?idInstancia= of the sub-element calls that name the sub-element by its own id (delete, confirm, download). */
export const idInstanciaQuery = z.object({ idInstancia: identificador('Card não informado') });

/** GET /api/instancia/comentarios/buscar-por-instancia/{id}?cursor&count (newest first). */
export const paginaComentariosQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(LIMITES_CARD.comentariosPorPagina),
  cursor: z.string().max(500).optional(),
});

/**
 * POST /api/instancias/inserir/{customer}/{hash} (public form, no login). The name (forms with
 * fields) or the description (forms without) becomes the card's title; files are declared here
 * and uploaded through the presigned URLs of the answer, then confirmed one by one.
 */
export const inserirFormularioPublicoSchema = z.object({
  nome: z.string().trim().max(300, 'Informe no máximo 300 caracteres').optional(),
  descricao: z.string().trim().max(300, 'Informe no máximo 300 caracteres').optional(),
  listaValoresFormulario: valoresFormulario.default({}),
  anexos: z
    .array(solicitarUploadSchema)
    .max(LIMITES_CARD.anexosFormularioPublico, mensagensCard.maximoArquivos(LIMITES_CARD.anexosFormularioPublico))
    .default([]),
});
