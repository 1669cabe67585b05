import * as z from 'zod';
import { LIMITES_CARD, extensoesExibidasNoNavegador, mensagensCard } from '@wf/shared/constants/cards';
import { tiposArquivo, type ExtensaoArquivo } from '@wf/shared/constants/fluxos';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import {
  extensaoAceita,
  extensaoDoNome,
  listaExtensoes,
  mimeNormalizado,
  tipoArquivoAceito,
} from '@wf/shared/validation/arquivos';
import type { UploadPendente } from './uploadPendente';

/** An attachment's metadata (`ANEXO#<id>` in the card's collection); the bytes live in S3 under `chave`. */
export const anexoSchema = z.object({
  id: z.string(),
  idInstancia: z.string(),
  nomeArquivo: z.string(),
  tipoMime: z.string(),
  tamanho: z.number().int(),
  chave: z.string(),
  emailUsuario: z.string(),
  dataHoraAlteracao: z.string(),
  /** The stage-form attachment field whose value lists this attachment (absent: an ordinary attachment). */
  nomeVariavel: z.string().optional(),
  /**
   * The secret of the attachment's public link (GET /api/binarios/buscar/{idBinario}/{publicHash}),
   * set the first time someone who sees the card asks for the link; absent: no public link.
   */
  hashPublico: z.string().optional(),
});
export type AnexoArmazenado = z.infer<typeof anexoSchema>;

export interface ArquivoDeclarado {
  nomeArquivo: string;
  tipoMime: string;
  tamanho: number;
}

export type ProblemaArquivo = { tipo: 'tipo'; mensagem: string } | { tipo: 'tamanho'; mensagem: string };

/** What is wrong with a declared file (type: 400, size: 413), or null. */
export function problemaDoArquivo(
  a: ArquivoDeclarado,
  limiteBytes: number = LIMITES_CARD.anexoCardBytes,
): ProblemaArquivo | null {
  if (!tipoArquivoAceito(a.nomeArquivo, a.tipoMime))
    return { tipo: 'tipo', mensagem: mensagensCard.tipoArquivo(listaExtensoes()) };
  if (a.tamanho > limiteBytes) return { tipo: 'tamanho', mensagem: mensagensCard.anexoGrande };
  return null;
}

export type LimitesDoCampo = Pick<
  CampoFormulario,
  'tiposArquivosAceitos' | 'tamanhoMaximoArquivo' | 'quantidadeMaximaArquivos'
>;

/**
 * What is wrong with a file for a stage-form attachment field, by the field's own limits (all
 * 400): its types, its size in MB, its number of files (`noCampo`: the files already in it).
 */
export function problemaNoCampo(c: LimitesDoCampo, a: ArquivoDeclarado, noCampo: number): string | null {
  const aceitas = c.tiposArquivosAceitos as ExtensaoArquivo[];
  if (!tipoArquivoAceito(a.nomeArquivo, a.tipoMime, aceitas)) return mensagensCard.tipoArquivo(listaExtensoes(aceitas));
  if (a.tamanho > c.tamanhoMaximoArquivo * 1024 * 1024) return mensagensCard.arquivoMaiorQue(c.tamanhoMaximoArquivo);
  if (noCampo >= c.quantidadeMaximaArquivos) return mensagensCard.maximoArquivos(c.quantidadeMaximaArquivos);
  return null;
}

/** The attachment ids a card's form value holds (an attachment field's value). */
export const idsDoCampo = (valor: unknown): string[] =>
  Array.isArray(valor) ? valor.filter((v): v is string => typeof v === 'string') : [];

/**
 * A file name safe as the last segment of an S3 key and in a Content-Disposition header:
 * accents removed, anything but letters, digits, dot, dash and underscore becomes '_', at most
 * 120 characters (the extension kept). The name shown to people is the original one.
 */
export function nomeSeguro(nomeArquivo: string): string {
  const limpo = nomeArquivo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return limpo || 'arquivo';
}

/** The object as stored agrees with what was declared: same type, not larger than declared or allowed. */
export function problemaDoObjeto(
  p: Pick<UploadPendente, 'tipoMime' | 'tamanho'>,
  objeto: { tamanho: number; tipoMime: string | undefined },
  limiteBytes: number = LIMITES_CARD.anexoCardBytes,
): 'tamanho' | 'tipo' | 'diferente' | null {
  if (objeto.tamanho > limiteBytes || objeto.tamanho > p.tamanho) return 'tamanho';
  if (mimeNormalizado(objeto.tipoMime ?? '') !== mimeNormalizado(p.tipoMime)) return 'tipo';
  if (objeto.tamanho !== p.tamanho) return 'diferente';
  return null;
}

/**
 * The type an attachment is shown inline with, or null when it may only be downloaded. Only PDF
 * and raster images (their first bytes were checked against the extension at confirmation), and
 * the type is the extension's own, never the declared one, so nothing a browser would run as a
 * page (HTML, SVG, XML) is ever served inline.
 */
export function tipoExibidoNoNavegador(nomeArquivo: string): string | null {
  const extensao = extensaoAceita(extensaoDoNome(nomeArquivo));
  if (!extensao || !(extensoesExibidasNoNavegador as readonly string[]).includes(extensao)) return null;
  return tiposArquivo[extensao][0] ?? null;
}
