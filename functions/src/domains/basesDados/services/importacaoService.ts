import { LIMITES_BASE_DADOS } from '@wf/shared/constants/baseDados';
import { celulaCsv } from '@wf/shared/csv/celulaCsv';
import type {
  ImportacaoBaseDados,
  LinhaRejeitada,
  ValoresRegistro,
  iniciarImportacaoSchema,
} from '@wf/shared/schemas/baseDados';
import Papa from 'papaparse';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  avancarImportacaoItem,
  buscarImportacao,
  buscarMarcaLote,
  conferirGeracao,
  contarItem,
  gravarRegistrosEmLote,
  inserirImportacaoItem,
  listarImportacoes,
  marcarLoteItem,
  paginaDeRejeitadas,
} from '../../../data/repositories/baseDadosRepository';
import { outboxPutUnico } from '../../../data/repositories/outboxRepository';
import {
  chaveArquivoImportacao,
  chaveRejeitadasImportacao,
  publicarCsv,
  tamanhoDoArquivo,
  urlDeUploadCsv,
} from '../../../data/storage/importacaoStorage';
import { transact } from '../../../data/transact';
import {
  conferirValores,
  idDoRegistroImportado,
  idOrdenavel,
  palavrasDoRegistro,
  type BaseDadosArmazenada,
  type CelulaInvalida,
  type ImportacaoArmazenada,
  type RegistroArmazenado,
} from '../entities/baseDados';
import { modoDoIndice } from '../entities/indiceCompacto';
import { erroBaseDados } from '../erros';
import { carregarBaseEditavel } from './acessoBaseDados';

const TENTATIVAS = 8;

const espera = (tentativa: number) =>
  new Promise((r) => setTimeout(r, Math.min(500, 20 * 2 ** tentativa + Math.random() * 20)));

/** An import waits a day for its file; once running, it and its invalid rows are kept a month. */
const VALIDADE_ESPERA_S = 24 * 3600;
/** An import's counters before its first step. */
const PROGRESSO_ZERO = { passo: 0, bytesLidos: 0, linhasLidas: 0, inseridos: 0, indexados: 0, totalInvalidas: 0 };

export const VALIDADE_IMPORTACAO_S = 30 * 24 * 3600;
const emSegundos = (d: Date) => Math.floor(d.getTime() / 1000);

/** The imports a base's page shows (the running one, or how the last ones ended). */
const IMPORTACOES_LISTADAS = 5;

export const idPassoImportacao = (idImportacao: string, passo: number) => `importacao-${idImportacao}-p${passo}`;

/** The import as the routes show it; `invalidas`: its first invalid rows, when asked for. */
export function paraImportacao(i: ImportacaoArmazenada, invalidas: LinhaRejeitada[] = []): ImportacaoBaseDados {
  return {
    id: i.id,
    idBase: i.idBase,
    status: i.status,
    substituir: i.substituir,
    tamanho: i.tamanho ?? 0,
    bytesLidos: i.bytesLidos,
    linhasLidas: i.linhasLidas,
    inseridos: i.inseridos,
    indexados: i.indexados,
    totalInvalidas: i.totalInvalidas,
    invalidas,
    motivoFalha: i.motivoFalha ?? null,
    criadoEm: i.criadoEm,
    atualizadoEm: i.atualizadoEm ?? i.criadoEm,
  };
}

/**
 * POST /datasources/{id}/importacoes: the import is declared (its mapping checked against the
 * base's columns) and answered with a presigned PUT bound to the file's size and type; nothing
 * runs until the upload is confirmed. Replace-all fills a new generation, switched to at the end.
 */
export async function iniciarImportacao(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  d: z.output<typeof iniciarImportacaoSchema>,
): Promise<{ idImportacao: string; urlUpload: string; Importacao: ImportacaoBaseDados }> {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const ids = new Set(b.colunas.map((c) => c.id));
  if (!Object.values(d.mapeamento).every((c) => ids.has(c))) throw erroBaseDados.colunaInvalida();
  const agora = deps.clock();
  const idImportacao = idOrdenavel(agora, deps.newId());
  const i: ImportacaoArmazenada = {
    id: idImportacao,
    idBase: b.id,
    substituir: d.substituir,
    geracao: d.substituir ? idImportacao : b.geracao,
    geracaoDaBase: b.geracao,
    status: 'aguardandoArquivo',
    criadoEm: agora.toISOString(),
    atualizadoEm: agora.toISOString(),
    expiraEm: emSegundos(agora) + VALIDADE_ESPERA_S,
    usuarioId: sessao.usuarioId,
    cabecalho: d.cabecalho,
    mapeamento: d.mapeamento,
    tamanho: d.tamanho,
    chaveArquivo: chaveArquivoImportacao(sessao.sigla, idImportacao),
    delimitador: null,
    ...PROGRESSO_ZERO,
    motivoFalha: null,
  };
  if (
    !(await transact(deps, [
      inserirImportacaoItem(deps, sessao.sigla, i),
      conferirGeracao(deps, sessao.sigla, b.id, b.geracao),
    ]))
  ) {
    throw erroBaseDados.alteradaAoMesmoTempo();
  }
  const urlUpload = await urlDeUploadCsv(deps, i.chaveArquivo!, d.tamanho);
  return { idImportacao, urlUpload, Importacao: paraImportacao(i) };
}

async function carregarImportacao(deps: AppDeps, sessao: Sessao, id: string, idImportacao: string) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const i = await buscarImportacao(deps, sessao.sigla, b.id, idImportacao);
  if (!i) throw erroBaseDados.importacaoNaoEncontrada();
  return { b, i };
}

/**
 * POST .../importacoes/{idImportacao}/processar: the upload is checked (present, of the size
 * declared) and the job's first step is written with the import's start, so the import runs to
 * its end on the server whether or not the tab stays open. Asking again answers the import as it is.
 */
export async function processarImportacao(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idImportacao: string,
): Promise<ImportacaoBaseDados> {
  const { b, i } = await carregarImportacao(deps, sessao, id, idImportacao);
  if (i.status !== 'aguardandoArquivo') return paraImportacao(i);
  const tamanho = await tamanhoDoArquivo(deps, i.chaveArquivo!);
  if (tamanho === null || tamanho !== i.tamanho) throw erroBaseDados.arquivoNaoEnviado();
  const agora = deps.clock();
  const ok = await transact(deps, [
    avancarImportacaoItem(deps, sessao.sigla, i, {
      set: {
        status: 'processando',
        modoIndice: modoDoIndice((b.indices ?? []).filter((x) => x.geracao === i.geracao).length, tamanho),
        atualizadoEm: agora.toISOString(),
        expiraEm: emSegundos(agora) + VALIDADE_IMPORTACAO_S,
      },
    }),
    outboxPutUnico(
      deps,
      { tipo: 'importacaoContinuar', detalhe: { sigla: sessao.sigla, idBase: i.idBase, idImportacao: i.id, passo: 0 } },
      idPassoImportacao(i.id, 0),
    ),
  ]);
  const atual = ok ? null : await buscarImportacao(deps, sessao.sigla, i.idBase, i.id);
  return paraImportacao(atual ?? { ...i, status: 'processando', atualizadoEm: agora.toISOString() });
}

/** GET .../importacoes/{idImportacao}: progress, counts and the first invalid rows. */
export async function buscarImportacaoDaBase(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idImportacao: string,
): Promise<ImportacaoBaseDados> {
  const { i } = await carregarImportacao(deps, sessao, id, idImportacao);
  const invalidas = i.totalInvalidas
    ? (await paginaDeRejeitadas(deps, sessao.sigla, i, LIMITES_BASE_DADOS.invalidasListadas)).itens
    : [];
  return paraImportacao(i, invalidas);
}

/** GET .../importacoes: the base's latest imports, newest first (a page reopened finds its import). */
export async function listarImportacoesDaBase(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
): Promise<ImportacaoBaseDados[]> {
  const b = await carregarBaseEditavel(deps, sessao, id);
  return (await listarImportacoes(deps, sessao.sigla, b.id, IMPORTACOES_LISTADAS)).map((i) => paraImportacao(i));
}

/** Invalid rows a rejects CSV holds at most (about 100 bytes each: a few MB). */
const REJEITADAS_NO_CSV = 50_000;
const PAGINA_REJEITADAS = 1000;

/**
 * GET .../importacoes/{idImportacao}/rejeitadas: the invalid rows as CSV (line, column, type,
 * value, message), written to the files bucket and answered as a presigned download.
 */
export async function csvDasRejeitadas(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idImportacao: string,
): Promise<{ url: string }> {
  const { i } = await carregarImportacao(deps, sessao, id, idImportacao);
  const linhas: string[][] = [];
  let cursor: string | undefined;
  do {
    const p = await paginaDeRejeitadas(deps, sessao.sigla, i, PAGINA_REJEITADAS, cursor);
    linhas.push(...p.itens.map((l) => [String(l.linha), celulaCsv(l.campo), l.tipo, celulaCsv(l.valor), l.mensagem]));
    cursor = p.proximoCursor ?? undefined;
  } while (cursor && linhas.length < REJEITADAS_NO_CSV);
  const texto = Papa.unparse({ fields: ['Linha', 'Coluna', 'Tipo', 'Valor', 'Mensagem'], data: linhas });
  const url = await publicarCsv(
    deps,
    chaveRejeitadasImportacao(sessao.sigla, i.id),
    `\uFEFF${texto}`,
    `linhas-rejeitadas-${i.id}.csv`,
  );
  return { url };
}

/** Rows checked by column type: the valid ones as records (ids from their place in the batch) and the invalid ones. */
function conferirLinhas(
  b: BaseDadosArmazenada,
  linhas: ValoresRegistro[],
  idDaLinha: (linha: number) => string,
  agora: string,
) {
  const registros: RegistroArmazenado[] = [];
  const invalidos: (CelulaInvalida & { linha: number })[] = [];
  linhas.forEach((valores, linha) => {
    const r = conferirValores(b.colunas, valores);
    if (!r.ok) {
      invalidos.push({ linha, ...r.invalida });
      return;
    }
    registros.push({
      id: idDaLinha(linha),
      valores: r.valores,
      palavras: palavrasDoRegistro(b.colunas, r.valores),
      dataCriacao: agora,
      dataAlteracao: agora,
      versao: 1,
    });
  });
  return { registros, invalidos };
}

/**
 * Writes a batch: its records with their index entries (BatchWrites; their ids come from their
 * place in the batch, so writing them again changes nothing), then ONE transaction with the
 * batch's mark (put-if-absent) and its count on a shard of the generation's counter. A retried
 * batch finds its mark and counts nothing again; the count is exact for every acknowledged batch
 * (a request that died between its rows and its mark leaves rows uncounted until the browser
 * retries that batch, which it does for every failed one). Answers how many records the batch
 * counts.
 */
async function gravarRegistrosDoLote(
  deps: AppDeps,
  sigla: string,
  i: ImportacaoArmazenada,
  numero: number,
  registros: RegistroArmazenado[],
  guardaValida: () => Promise<boolean>,
): Promise<number> {
  const anterior = await buscarMarcaLote(deps, sigla, i, numero);
  if (anterior) return anterior.n;
  await gravarRegistrosEmLote(deps, sigla, i.idBase, i.geracao, registros);
  for (let tentativa = 0; tentativa < TENTATIVAS; tentativa++) {
    if (tentativa > 0) await espera(tentativa);
    const ok = await transact(deps, [
      marcarLoteItem(deps, sigla, i, numero, registros.length),
      contarItem(deps, sigla, i.idBase, i.geracao, numero, registros.length),
    ]);
    if (ok) return registros.length;
    // Refused: marked meanwhile (the same batch twice at once), the import moved on, or a collision.
    const marca = await buscarMarcaLote(deps, sigla, i, numero);
    if (marca) return marca.n;
    if (!(await guardaValida())) throw erroBaseDados.alteradaAoMesmoTempo();
  }
  throw erroBaseDados.alteradaAoMesmoTempo();
}

/** The rows sent with a new base (small tables): written as one import's batches of the base's generation. */
export async function gravarRegistrosIniciais(
  deps: AppDeps,
  sessao: Sessao,
  b: BaseDadosArmazenada,
  linhas: ValoresRegistro[],
) {
  const agora = deps.clock();
  const i: ImportacaoArmazenada = {
    id: idOrdenavel(agora, deps.newId()),
    idBase: b.id,
    substituir: false,
    geracao: b.geracao,
    geracaoDaBase: b.geracao,
    status: 'concluida',
    criadoEm: agora.toISOString(),
    ...PROGRESSO_ZERO,
  };
  const { registros } = conferirLinhas(
    b,
    linhas,
    (linha) => idDoRegistroImportado(i.id, 0, linha),
    agora.toISOString(),
  );
  await gravarRegistrosDoLote(deps, sessao.sigla, i, 0, registros, async () => true);
}
