import { LIMITES_CARD, extensoesPrevisualizaveis, mensagensCard } from '@wf/shared/constants/cards';
import { tiposArquivo } from '@wf/shared/constants/fluxos';
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

/** Opened in the image viewer; the other previewable types (pdf, json) open in a new tab. */
export const ehImagem = (nome: string): boolean => IMAGENS.includes(extensaoDoNome(nome));

/** Image viewer zoom: minimum 0.4, step 0.3. */
export const ZOOM = { minimo: 0.4, maximo: 4, passo: 0.3, inicial: 1 } as const;

export function proximoZoom(atual: number, direcao: 'mais' | 'menos'): number {
  const alvo = direcao === 'mais' ? atual + ZOOM.passo : atual - ZOOM.passo;
  return Math.round(Math.min(ZOOM.maximo, Math.max(ZOOM.minimo, alvo)) * 10) / 10;
}

export function formatarTamanho(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
