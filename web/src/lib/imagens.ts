import { mensagens } from '@wf/shared/messages';

/** Profile photos: at most 750x1000 at quality 0.9. */
const LARGURA_MAXIMA = 750;
const ALTURA_MAXIMA = 1000;
const QUALIDADE = 0.9;
/** Keeps the data URL under the limit of atualizarMinhaContaSchema.imgFoto. */
const TAMANHO_MAXIMO_DATA_URL = 1_950_000;

export const TIPOS_FOTO_ACEITOS = ['image/png', 'image/jpeg'] as const;

/** Fits width x height inside the box, never enlarging. */
export function dimensoesReduzidas(largura: number, altura: number, maxLargura: number, maxAltura: number) {
  const escala = Math.min(1, maxLargura / largura, maxAltura / altura);
  return { largura: Math.round(largura * escala), altura: Math.round(altura * escala) };
}

export function lerComoDataUrl(arquivo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const leitor = new FileReader();
    leitor.onload = () => resolve(String(leitor.result));
    leitor.onerror = () => reject(leitor.error ?? new Error('Falha ao ler o arquivo'));
    leitor.readAsDataURL(arquivo);
  });
}

function carregarImagem(arquivo: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(arquivo);
    const imagem = new Image();
    imagem.onload = () => {
      URL.revokeObjectURL(url);
      resolve(imagem);
    };
    imagem.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('Imagem ilegível'));
    };
    imagem.src = url;
  });
}

/**
 * Compresses a png/jpeg photo in the browser through a canvas. A png that stays too large
 * is re-encoded as jpeg over a white background (jpeg has no transparency).
 * Rejects with the fixed pt-BR message, ready for a toast.
 */
export async function comprimirFoto(arquivo: File): Promise<string> {
  try {
    const imagem = await carregarImagem(arquivo);
    const { largura, altura } = dimensoesReduzidas(
      imagem.naturalWidth,
      imagem.naturalHeight,
      LARGURA_MAXIMA,
      ALTURA_MAXIMA,
    );
    const canvas = document.createElement('canvas');
    canvas.width = largura;
    canvas.height = altura;
    const contexto = canvas.getContext('2d');
    if (!contexto) throw new Error('Canvas indisponível');

    const tipo = arquivo.type === 'image/png' ? 'image/png' : 'image/jpeg';
    if (tipo === 'image/jpeg') pintarFundoBranco(contexto, largura, altura);
    contexto.drawImage(imagem, 0, 0, largura, altura);
    let dataUrl = canvas.toDataURL(tipo, QUALIDADE);
    if (dataUrl.length > TAMANHO_MAXIMO_DATA_URL && tipo === 'image/png') {
      pintarFundoBranco(contexto, largura, altura);
      contexto.drawImage(imagem, 0, 0, largura, altura);
      dataUrl = canvas.toDataURL('image/jpeg', QUALIDADE);
    }
    if (dataUrl.length > TAMANHO_MAXIMO_DATA_URL) throw new Error('Imagem grande demais');
    return dataUrl;
  } catch {
    throw new Error(mensagens.erroComprimirImagem);
  }
}

function pintarFundoBranco(contexto: CanvasRenderingContext2D, largura: number, altura: number): void {
  contexto.fillStyle = '#ffffff';
  contexto.fillRect(0, 0, largura, altura);
}
