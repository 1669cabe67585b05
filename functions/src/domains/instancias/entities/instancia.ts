import * as z from 'zod';
import { HTML_VAZIO } from '@wf/shared/constants/cards';
import { configuracaoCampoSchema } from '@wf/shared/validation/configuracaoCampos';

/**
 * A card (Instancia) as stored: its own item `CARD` in its own partition (instanciaRepository
 * explains the keys). Besides what the card modal shows it carries, DENORMALISED, everything a
 * board tile shows (responsibles, labels, followers, counters of comments, attachments and
 * checklist items), so a stage page is one Query and never reads sub-element items. Those copies
 * are written by the sub-element changes in the same transaction as the sub-element itself.
 */
export const instanciaSchema = z.object({
  id: z.string(),
  idFluxo: z.string(),
  idEtapa: z.string(),
  descricao: z.string(),
  /** Sanitised HTML. */
  detalhes: z.string(),
  /** YYYY-MM-DD, or null. */
  dataVencimento: z.string().nullable(),
  /** Form values by nomeVariavel (values of every stage the card went through are kept). */
  listaValoresFormulario: z.record(z.string(), z.unknown()).default({}),
  /** The generated id field value (campoId of the initial stage), or null. */
  idUnico: z.string().nullable(),
  /** Fractional-indexing key of the card inside its stage (gsi1sk starts with it). */
  ordemChave: z.string(),
  /** Lower case, accents removed: descricao + idUnico, for the list filter's text search. */
  textoBusca: z.string(),
  emailAutor: z.string(),
  dataHoraCriacao: z.string(),
  dataHoraAlteracao: z.string(),
  /** Denormalised tile data (sub-elements). */
  responsaveis: z.array(z.string()).default([]),
  /** Ids of the card-responsible links, in the order of responsaveis. */
  idsVinculosResponsaveis: z.array(z.string()).default([]),
  etiquetas: z.array(z.string()).default([]),
  seguidores: z.array(z.string()).default([]),
  numComentariosHumanos: z.number().int().default(0),
  numTotalAnexos: z.number().int().default(0),
  numItensChecked: z.number().int().default(0),
  numItensUnchecked: z.number().int().default(0),
  /** This card's own field settings by dataIndex (a rule's alterarConfiguracaoCampos), over the stage's. */
  configuracaoCampos: z.record(z.string(), configuracaoCampoSchema).optional(),
});
export type InstanciaArmazenada = z.infer<typeof instanciaSchema>;

/** Lower case without accents: what the text search compares. */
export const normalizarBusca = (texto: string): string =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export const textoDeBusca = (descricao: string, idUnico: string | null): string =>
  normalizarBusca(`${descricao} ${idUnico ?? ''}`);

/** The editor's empty value is stored as empty. */
export const detalhesVazios = (html: string | undefined): boolean => !html || html.trim() === HTML_VAZIO;

export function novaInstancia(d: {
  id: string;
  idFluxo: string;
  idEtapa: string;
  descricao: string;
  detalhes: string;
  dataVencimento: string | null;
  listaValoresFormulario: Record<string, unknown>;
  idUnico: string | null;
  ordemChave: string;
  etiquetas: string[];
  emailAutor: string;
  agora: Date;
}): InstanciaArmazenada {
  const agora = d.agora.toISOString();
  return {
    id: d.id,
    idFluxo: d.idFluxo,
    idEtapa: d.idEtapa,
    descricao: d.descricao,
    detalhes: d.detalhes,
    dataVencimento: d.dataVencimento,
    listaValoresFormulario: d.listaValoresFormulario,
    idUnico: d.idUnico,
    ordemChave: d.ordemChave,
    textoBusca: textoDeBusca(d.descricao, d.idUnico),
    emailAutor: d.emailAutor.toLowerCase(),
    dataHoraCriacao: agora,
    dataHoraAlteracao: agora,
    responsaveis: [],
    idsVinculosResponsaveis: [],
    etiquetas: d.etiquetas,
    seguidores: [],
    numComentariosHumanos: 0,
    numTotalAnexos: 0,
    numItensChecked: 0,
    numItensUnchecked: 0,
  };
}

/** A history line of a card (sk HISTORICO#...). */
export const historicoSchema = z.object({
  id: z.string(),
  idInstancia: z.string(),
  idEtapa: z.string(),
  descricaoEtapa: z.string(),
  emailUsuario: z.string(),
  dataHoraAlteracao: z.string(),
  acao: z.enum(['criado', 'movido', 'copiado']),
});
export type HistoricoArmazenado = z.infer<typeof historicoSchema>;
