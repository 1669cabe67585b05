import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import type { PedidoLeitor, RespostaLeitor } from './mensagens';

/** The page's side of the CSV worker: the header and a sample of rows. */

const novoWorker = () => new Worker(new URL('./leitorCsv.worker.ts', import.meta.url), { type: 'module' });

export interface Previa {
  nomes: string[];
  /** The sample (LIMITES_BASE_DADOS.linhasDaAmostra rows): the preview shows its first 5. */
  linhas: string[][];
}

export function lerPrevia(
  arquivo: File,
  cabecalho: boolean,
  linhas = LIMITES_BASE_DADOS.linhasDaAmostra,
): Promise<Previa> {
  const worker = novoWorker();
  return new Promise<Previa>((resolver, rejeitar) => {
    worker.onmessage = ({ data }: MessageEvent<RespostaLeitor>) => {
      worker.terminate();
      if (data.tipo === 'previa') resolver({ nomes: data.nomes, linhas: data.linhas });
      else rejeitar(new Error(data.mensagem));
    };
    worker.onerror = () => {
      worker.terminate();
      rejeitar(new Error('Problema ao carregar os dados'));
    };
    worker.postMessage({ tipo: 'previa', arquivo, cabecalho, linhas } satisfies PedidoLeitor);
  });
}
