import type { ColunaBaseDados } from '@wf/shared/schemas/baseDados';
import type { LinhaInvalida, Mapeamento } from '../utils/linhasCsv';
import type { Lote, PedidoLeitor, RespostaLeitor } from './mensagens';

/** The page's side of the CSV worker: a preview, then the batches as an async iterator. */

const novoWorker = () => new Worker(new URL('./leitorCsv.worker.ts', import.meta.url), { type: 'module' });

export interface Previa {
  nomes: string[];
  linhas: string[][];
}

export function lerPrevia(arquivo: File, cabecalho: boolean, linhas = 5): Promise<Previa> {
  const worker = novoWorker();
  return new Promise<Previa>((resolver, rejeitar) => {
    worker.onmessage = ({ data }: MessageEvent<RespostaLeitor>) => {
      worker.terminate();
      if (data.tipo === 'previa') resolver({ nomes: data.nomes, linhas: data.linhas });
      else rejeitar(new Error(data.tipo === 'erro' ? data.mensagem : 'Resposta inesperada do leitor'));
    };
    worker.onerror = () => {
      worker.terminate();
      rejeitar(new Error('Problema ao carregar os dados'));
    };
    worker.postMessage({ tipo: 'previa', arquivo, cabecalho, linhas } satisfies PedidoLeitor);
  });
}

export interface Leitura {
  lotes: AsyncIterator<Lote>;
  /** Resolves with the totals once the file is read. */
  fim: Promise<{ validas: number; invalidas: number }>;
  encerrar: () => void;
}

export function lerLotes(
  arquivo: File,
  opcoes: { cabecalho: boolean; colunas: ColunaBaseDados[]; mapeamento: Mapeamento; tamanhoLote: number },
  aoRecusar: (linhas: LinhaInvalida[]) => void,
): Leitura {
  const worker = novoWorker();
  const prontos: Lote[] = [];
  let esperando: ((r: IteratorResult<Lote>) => void) | null = null;
  let falhar: ((erro: Error) => void) | null = null;
  let terminou = false;
  let erro: Error | null = null;
  let concluir: (totais: { validas: number; invalidas: number }) => void = () => undefined;
  let rejeitarFim: (erro: Error) => void = () => undefined;
  const fim = new Promise<{ validas: number; invalidas: number }>((resolver, rejeitar) => {
    concluir = resolver;
    rejeitarFim = rejeitar;
  });
  fim.catch(() => undefined);

  const entregar = () => {
    if (!esperando) return;
    const lote = prontos.shift();
    if (lote) {
      const r = esperando;
      esperando = falhar = null;
      worker.postMessage({ tipo: 'continuar' } satisfies PedidoLeitor);
      r({ value: lote, done: false });
    } else if (erro) {
      const f = falhar!;
      esperando = falhar = null;
      f(erro);
    } else if (terminou) {
      const r = esperando;
      esperando = falhar = null;
      r({ value: undefined, done: true });
    }
  };

  const parar = (e: Error) => {
    erro = e;
    rejeitarFim(e);
    worker.terminate();
    entregar();
  };

  worker.onmessage = ({ data }: MessageEvent<RespostaLeitor>) => {
    if (data.tipo === 'lote') prontos.push(data.lote);
    else if (data.tipo === 'invalidas') aoRecusar(data.linhas);
    else if (data.tipo === 'fim') {
      terminou = true;
      concluir({ validas: data.validas, invalidas: data.invalidas });
      worker.terminate();
    } else if (data.tipo === 'erro') parar(new Error(data.mensagem));
    entregar();
  };
  worker.onerror = () => parar(new Error('Problema ao carregar os dados'));
  worker.postMessage({ tipo: 'importar', arquivo, ...opcoes } satisfies PedidoLeitor);

  const lotes: AsyncIterator<Lote> = {
    next: () =>
      new Promise<IteratorResult<Lote>>((resolver, rejeitar) => {
        esperando = resolver;
        falhar = rejeitar;
        entregar();
      }),
  };
  return { lotes, fim, encerrar: () => worker.terminate() };
}
