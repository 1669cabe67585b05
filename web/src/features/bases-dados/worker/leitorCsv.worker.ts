/// <reference lib="webworker" />
import { nomesDasColunasCsv } from '@wf/shared/csv/linhasImportadas';
import Papa from 'papaparse';
import type { PedidoLeitor, RespostaLeitor } from './mensagens';

/**
 * Reads the start of a CSV file off the main thread: the header and a sample of rows, for the
 * preview, the column mapping and the inferred column types. Only papaparse's preview is read,
 * never the whole file (the server's import job reads it all from S3).
 */
declare const self: DedicatedWorkerGlobalScope;

const ERRO_LEITURA = 'Problema ao carregar os dados';

const responder = (resposta: RespostaLeitor) => self.postMessage(resposta);

function previa(arquivo: File, cabecalho: boolean, linhas: number) {
  Papa.parse<string[]>(arquivo, {
    preview: linhas + 1,
    skipEmptyLines: 'greedy',
    complete: ({ data }) => {
      const [primeira, ...resto] = data;
      if (!primeira) return responder({ tipo: 'previa', nomes: [], linhas: [] });
      const corpo = cabecalho ? resto : data;
      responder({ tipo: 'previa', nomes: nomesDasColunasCsv(primeira, cabecalho), linhas: corpo.slice(0, linhas) });
    },
    error: () => responder({ tipo: 'erro', mensagem: ERRO_LEITURA }),
  });
}

// Set after papaparse's import on purpose: papaparse installs its own onmessage in any worker.
self.onmessage = (evento: MessageEvent<PedidoLeitor>) => {
  const pedido = evento.data;
  previa(pedido.arquivo, pedido.cabecalho, pedido.linhas);
};
