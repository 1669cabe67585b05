/**
 * The search rows of `dataBasePage` (bench/basesDados.ts) on a base where every row holds "Ltda":
 *
 * - `hotWordSearch`: a page of the word every row holds (its index entries are spread over the
 *   4 shards; none of them is read in full, so the page reads records in order: total "cerca de");
 * - `rareTermSearch`: a frequent word with a rare one ("ltda <last row>"): the rare term's entries
 *   are read in full over the shards, so the page and its total are exact;
 * - `comboPastEnd`: the combo options of the last row's name (far past the first pages).
 *
 * Requests and items read per page; they must not grow with the base.
 */
import type { ContagemDynamo } from '@wf/functions/data/metricasDynamo';

interface Medidor {
  api: { get<T>(caminho: string): Promise<T> };
  zerarMetricas(): void;
  lerMetricas(rotulo: string): ContagemDynamo;
}

const REPETICOES = 5;
const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;

async function medir(m: Medidor, operation: string, rows: number, caminho: string) {
  const req: number[] = [];
  const lidos: number[] = [];
  let resposta: { total?: number; totalAproximado?: boolean; registros?: unknown[]; opcoes?: unknown[] } = {};
  for (let i = 0; i < REPETICOES; i++) {
    m.zerarMetricas();
    resposta = await m.api.get(caminho);
    const c = m.lerMetricas('http');
    req.push(c.requisicoes);
    lidos.push(c.itensLidos);
  }
  return {
    operation,
    rows,
    dbRequests: mediana(req),
    itemsRead: mediana(lidos),
    found: resposta.registros?.length ?? resposta.opcoes?.length ?? 0,
    total: resposta.total === undefined ? '' : `${resposta.totalAproximado ? '~' : ''}${resposta.total}`,
  };
}

export async function medirBuscasDaPalavraQuente(m: Medidor, id: string, rows: number) {
  const ultima = rows - 1;
  const base = `/api/datasources/${id}`;
  return [
    await medir(m, 'hotWordSearch', rows, `${base}/registros?tamanho=20&busca=ltda`),
    await medir(m, 'rareTermSearch', rows, `${base}/registros?tamanho=20&busca=ltda%20${ultima}`),
    await medir(m, 'comboPastEnd', rows, `${base}/opcoes?coluna=nome&busca=fornecedor%20${ultima}`),
  ];
}
