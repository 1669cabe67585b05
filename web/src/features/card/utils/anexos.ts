import { LIMITES_CARD, extensoesPrevisualizaveis, mensagensCard } from '@wf/shared/constants/cards';
import { tiposArquivo } from '@wf/shared/constants/fluxos';
import type { Anexo } from '@wf/shared/types/instancia';
import { extensaoAceita, extensaoDoNome, listaExtensoes } from '@wf/shared/validation/arquivos';

/**
 * Client-side checks of a card attachment before asking for an upload URL; the
 * server checks again (413 with the same message).
 */
export interface ArquivoParaEnviar {
  name: string;
  size: number;
  type: string;
}

export function validarAnexoCard(
  arquivo: ArquivoParaEnviar,
  limiteBytes: number = LIMITES_CARD.anexoCardBytes,
): string | null {
  if (!extensaoAceita(extensaoDoNome(arquivo.name))) return mensagensCard.tipoArquivo(listaExtensoes());
  if (arquivo.size > limiteBytes) return mensagensCard.arquivoMaiorQue(Math.round(limiteBytes / (1024 * 1024)));
  return null;
}

/** The MIME type to declare: the browser's, or the extension's first one when the browser has none. */
export function tipoMimeDoArquivo(arquivo: Pick<ArquivoParaEnviar, 'name' | 'type'>): string {
  if (arquivo.type) return arquivo.type;
  const extensao = extensaoAceita(extensaoDoNome(arquivo.name));
  return extensao ? tiposArquivo[extensao][0] : 'application/octet-stream';
}

const IMAGENS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export const ehPrevisualizavel = (nome: string): boolean =>
  (extensoesPrevisualizaveis as readonly string[]).includes(extensaoDoNome(nome));

/** Opened in the image viewer (with zoom). */
export const ehImagem = (nome: string): boolean => IMAGENS.includes(extensaoDoNome(nome));

export type Visualizacao = 'imagem' | 'pdf' | 'texto';

/**
 * How the card modal previews an attachment, or null when it can only be downloaded: images in
 * the image viewer, a PDF in a frame of the URL the server answers for showing it inline (none:
 * no preview), json as text read from the download URL.
 */
export function comoVisualizar(anexo: Pick<Anexo, 'nomeArquivo' | 'urlVisualizacao'>): Visualizacao | null {
  if (!ehPrevisualizavel(anexo.nomeArquivo)) return null;
  if (ehImagem(anexo.nomeArquivo)) return 'imagem';
  if (extensaoDoNome(anexo.nomeArquivo) === 'pdf') return anexo.urlVisualizacao ? 'pdf' : null;
  return 'texto';
}

/** Text previews show at most this many characters (the whole file stays a download away). */
export const LIMITE_TEXTO_VISUALIZADO = 200_000;

/** Image viewer zoom: minimum 0.4, step 0.3. */
export const ZOOM = { minimo: 0.4, maximo: 4, passo: 0.3, inicial: 1 } as const;

export function proximoZoom(atual: number, direcao: 'mais' | 'menos'): number {
  const alvo = direcao === 'mais' ? atual + ZOOM.passo : atual - ZOOM.passo;
  return Math.round(Math.min(ZOOM.maximo, Math.max(ZOOM.minimo, alvo)) * 10) / 10;
}
