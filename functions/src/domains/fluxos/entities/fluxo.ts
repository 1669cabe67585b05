import * as z from 'zod';

const flag = z.enum(['S', 'N']);

/**
 * A flow as stored (the `FLUXO` item of its collection, re-validated on every read by
 * fluxoRepository). The owner is the creator (donoId/donoEmail); the counters are kept by the
 * transactions that change what they count.
 */
export const fluxoSchema = z.object({
  id: z.string(),
  sigla: z.string(),
  descricao: z.string(),
  detalhes: z.string(),
  icone: z.string(),
  rotuloNovaInstancia: z.string(),
  arquivado: flag,
  permitirEnviarCards: flag,
  permitirReceberCards: flag,
  permitirFormPublico: flag,
  tituloFormulario: z.string().nullable(),
  descricaoFormulario: z.string().nullable(),
  /** S3 key of the public form's background; answers carry a presigned URL. */
  imgBackgroundChave: z.string().nullable(),
  /** Hash of the public form link, generated the first time the form is enabled; kept after. */
  linkPublico: z.string().nullable(),
  donoId: z.string(),
  donoEmail: z.string(),
  criadoEm: z.string(),
  dataHoraAlteracao: z.string(),
  numEtapasPresentes: z.number().int(),
  numInstanciasCriadas: z.number().int(),
  /** People who see the flow: the owner plus every e-mail authorised on some stage. */
  numPessoasComAcesso: z.number().int(),
  numRegrasCriadas: z.number().int(),
  /** Optimistic concurrency of the owner's edits (counters are atomic ADDs and leave it alone). */
  versao: z.number().int(),
});
export type FluxoArmazenado = z.infer<typeof fluxoSchema>;

export interface DadosDialogoFluxo {
  descricao: string;
  icone: string;
  detalhes: string;
  rotuloNovaInstancia: string;
}

export interface DonoFluxo {
  id: string;
  email: string;
}

/** A new flow, owned by its creator, who is its only person with access. */
export function novoFluxo(d: {
  id: string;
  sigla: string;
  dono: DonoFluxo;
  dados: DadosDialogoFluxo;
  agora: Date;
}): FluxoArmazenado {
  const agora = d.agora.toISOString();
  return {
    id: d.id,
    sigla: d.sigla,
    ...d.dados,
    arquivado: 'N',
    permitirEnviarCards: 'N',
    permitirReceberCards: 'N',
    permitirFormPublico: 'N',
    tituloFormulario: null,
    descricaoFormulario: null,
    imgBackgroundChave: null,
    linkPublico: null,
    donoId: d.dono.id,
    donoEmail: d.dono.email.toLowerCase(),
    criadoEm: agora,
    dataHoraAlteracao: agora,
    numEtapasPresentes: 0,
    numInstanciasCriadas: 0,
    numPessoasComAcesso: 1,
    numRegrasCriadas: 0,
    versao: 1,
  };
}

export interface DadosEdicaoFluxo extends DadosDialogoFluxo {
  permitirEnviarCards: 'S' | 'N';
  permitirReceberCards: 'S' | 'N';
  permitirFormPublico: 'S' | 'N';
  tituloFormulario?: string;
  descricaoFormulario?: string;
}

/**
 * The owner's "Editar dados" and public-link dialogs. The first time the public form is turned
 * on the flow gets its link (novoLink); turning it off keeps the link, so a link handed out
 * before works again when the form is turned back on.
 */
export function editarDados(
  f: FluxoArmazenado,
  d: DadosEdicaoFluxo,
  extra: { imgBackgroundChave: string | null; novoLink: () => string },
  agora: Date,
): FluxoArmazenado {
  const ouNulo = (v: string | undefined) => (v ? v : null);
  return {
    ...f,
    descricao: d.descricao,
    icone: d.icone,
    detalhes: d.detalhes,
    rotuloNovaInstancia: d.rotuloNovaInstancia,
    permitirEnviarCards: d.permitirEnviarCards,
    permitirReceberCards: d.permitirReceberCards,
    permitirFormPublico: d.permitirFormPublico,
    tituloFormulario: d.tituloFormulario !== undefined ? ouNulo(d.tituloFormulario) : f.tituloFormulario,
    descricaoFormulario: d.descricaoFormulario !== undefined ? ouNulo(d.descricaoFormulario) : f.descricaoFormulario,
    imgBackgroundChave: extra.imgBackgroundChave,
    linkPublico: f.linkPublico ?? (d.permitirFormPublico === 'S' ? extra.novoLink() : null),
    dataHoraAlteracao: agora.toISOString(),
  };
}

export const renomear = (f: FluxoArmazenado, descricao: string, agora: Date): FluxoArmazenado => ({
  ...f,
  descricao,
  dataHoraAlteracao: agora.toISOString(),
});

export const arquivar = (f: FluxoArmazenado, arquivado: 'S' | 'N', agora: Date): FluxoArmazenado => ({
  ...f,
  arquivado,
  dataHoraAlteracao: agora.toISOString(),
});

/**
 * The copy of a flow: same dialog data and form texts under a new name and id, owned by whoever
 * copies it. Not copied: the public link and its background image (a copy must not answer the
 * original's link, and the image object belongs to the original), cards and counters.
 */
export function copiaDoFluxo(
  origem: FluxoArmazenado,
  d: {
    id: string;
    descricao: string;
    dono: DonoFluxo;
    numEtapasPresentes: number;
    numPessoasComAcesso: number;
    /** The rules copied with it (they are written before the flow item). */
    numRegrasCriadas: number;
    agora: Date;
  },
): FluxoArmazenado {
  return {
    ...novoFluxo({
      id: d.id,
      sigla: origem.sigla,
      dono: d.dono,
      dados: {
        descricao: d.descricao,
        icone: origem.icone,
        detalhes: origem.detalhes,
        rotuloNovaInstancia: origem.rotuloNovaInstancia,
      },
      agora: d.agora,
    }),
    permitirEnviarCards: origem.permitirEnviarCards,
    permitirReceberCards: origem.permitirReceberCards,
    tituloFormulario: origem.tituloFormulario,
    descricaoFormulario: origem.descricaoFormulario,
    numEtapasPresentes: d.numEtapasPresentes,
    numPessoasComAcesso: d.numPessoasComAcesso,
    numRegrasCriadas: d.numRegrasCriadas,
  };
}

/** Deleting a flow that has cards needs the typed confirmation. */
export const PALAVRA_CONFIRMACAO = 'CONFIRMAR';
export const exigeConfirmacaoParaExcluir = (f: FluxoArmazenado, confirmacao: string | undefined): boolean =>
  f.numInstanciasCriadas > 0 && confirmacao !== PALAVRA_CONFIRMACAO;
