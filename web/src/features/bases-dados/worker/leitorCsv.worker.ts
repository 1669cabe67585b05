/// <reference lib="webworker" />
import Papa from 'papaparse';
import { conversorDeLinhas, linhaVazia, nomesDasColunasCsv, type LinhaInvalida } from '../utils/linhasCsv';
import type { Lote, PedidoLeitor, RespostaLeitor } from './mensagens';

/**
 * Reads a CSV file in the browser off the main thread: papaparse streams it chunk by chunk
 * (never the whole file in memory), the rows are checked by column type and grouped in batches,
 * and reading pauses while the page has MAXIMO_EM_ESPERA batches not yet taken (the network is
 * slower than the disk: without the pause the batches would pile up here).
 */
declare const self: DedicatedWorkerGlobalScope;

const TAMANHO_PEDACO = 256 * 1024;
const MAXIMO_EM_ESPERA = 4;
const ERRO_LEITURA = 'Problema ao carregar os dados';

let emEspera = 0;
let pausado: Papa.Parser | null = null;

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

function importar(pedido: Extract<PedidoLeitor, { tipo: 'importar' }>) {
  const converter = conversorDeLinhas(pedido.colunas, pedido.mapeamento);
  let linhaDoArquivo = 0;
  let numero = 0;
  let validas = 0;
  let invalidas = 0;
  let bytesLidos = 0;
  let atual: Lote = { numero, registros: [], linhas: [], bytesLidos: 0 };

  const fecharLote = () => {
    if (!atual.registros.length) return;
    atual.bytesLidos = bytesLidos;
    responder({ tipo: 'lote', lote: atual });
    emEspera++;
    atual = { numero: ++numero, registros: [], linhas: [], bytesLidos: 0 };
  };

  Papa.parse<string[]>(pedido.arquivo, {
    chunkSize: TAMANHO_PEDACO,
    chunk: ({ data }, parser) => {
      bytesLidos = Math.min(pedido.arquivo.size, bytesLidos + TAMANHO_PEDACO);
      const recusadas: LinhaInvalida[] = [];
      for (const linha of data) {
        linhaDoArquivo++;
        if ((pedido.cabecalho && linhaDoArquivo === 1) || linhaVazia(linha)) continue;
        const resultado = converter(linha, linhaDoArquivo);
        if (!resultado.ok) {
          invalidas++;
          recusadas.push(resultado.invalida);
          continue;
        }
        validas++;
        atual.registros.push(resultado.valores);
        atual.linhas.push(linhaDoArquivo);
        if (atual.registros.length >= pedido.tamanhoLote) fecharLote();
      }
      if (recusadas.length) responder({ tipo: 'invalidas', linhas: recusadas });
      if (emEspera >= MAXIMO_EM_ESPERA) {
        pausado = parser;
        parser.pause();
      }
    },
    complete: () => {
      bytesLidos = pedido.arquivo.size;
      fecharLote();
      responder({ tipo: 'fim', validas, invalidas });
    },
    error: () => responder({ tipo: 'erro', mensagem: ERRO_LEITURA }),
  });
}

// Set after papaparse's import on purpose: papaparse installs its own onmessage in any worker.
self.onmessage = (evento: MessageEvent<PedidoLeitor>) => {
  const pedido = evento.data;
  if (pedido.tipo === 'previa') previa(pedido.arquivo, pedido.cabecalho, pedido.linhas);
  else if (pedido.tipo === 'importar') importar(pedido);
  else {
    emEspera = Math.max(0, emEspera - 1);
    if (pausado && emEspera < MAXIMO_EM_ESPERA) {
      const parser = pausado;
      pausado = null;
      parser.resume();
    }
  }
};
