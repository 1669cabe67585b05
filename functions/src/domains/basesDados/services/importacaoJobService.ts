import { mensagensBaseDados } from '@wf/shared/constants/baseDados';
import { conversorDeLinhas, linhaVazia, type LinhaInvalida } from '@wf/shared/csv/linhasImportadas';
import type { DetalheEvento } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import {
  avancarImportacaoItem,
  buscarBaseDados,
  buscarImportacao,
  contarItem,
  gravarRegistrosEmLote,
  avancarFaixaItem,
  gravarBlocosDoIndice,
  gravarRejeitadas,
  marcarIndexacaoItens,
  registrarIndicesItem,
  trocarGeracaoItem,
} from '../../../data/repositories/baseDadosRepository';
import { outboxPut, outboxPutUnico } from '../../../data/repositories/outboxRepository';
import { lerTrechoDoArquivo } from '../../../data/storage/importacaoStorage';
import { transact, type TransactItem } from '../../../data/transact';
import {
  idDaLinhaImportada,
  palavrasDoRegistro,
  type BaseDadosArmazenada,
  type ImportacaoArmazenada,
  type RegistroArmazenado,
} from '../entities/baseDados';
import { blocos, entrada, INDICE_COMPACTO, naFaixa, planejarFaixas } from '../entities/indiceCompacto';
import { lerTrechoCsv } from '../entities/trechoCsv';
import { eventoLimpeza } from './eventoLimpeza';
import { idPassoImportacao, VALIDADE_IMPORTACAO_S } from './importacaoService';

/**
 * How much one step of an import does: at most LINHAS rows from at most BYTES of the file. In AWS
 * 2,000 rows are 80 BatchWrites of 25, written EM_PARALELO at a time, about a second; their index
 * step about ten times that: both far inside the consumer's 60 s whatever the file's size (a
 * bigger file is more steps, each continued by the previous one's event). Locally, on a busy
 * machine, DynamoDB Local writes about 1,500 items a second: an index step of 5,000 rows ran past
 * the local delivery's time and was delivered again while still running (an index step now
 * bounds its own time: LIMITES_INDEXACAO).
 */
export const LIMITES_IMPORTACAO = { linhas: 2000, bytes: 512 * 1024, emParalelo: 16 };

type DepsJob = Pick<AppDeps, 'db' | 'tableName' | 'clock' | 'newId' | 's3' | 'env'>;

const emSegundos = (d: Date) => Math.floor(d.getTime() / 1000);

interface PassoLido {
  registros: RegistroArmazenado[];
  /** The file's line of each record (registros[k] comes from linhasDosRegistros[k]). */
  linhasDosRegistros: number[];
  invalidas: LinhaInvalida[];
  linhas: number;
  bytes: number;
  delimitador: string;
  fimDoArquivo: boolean;
}

/**
 * Reads the rows of the file from byte `de` (row `linhaInicial` of the file before it) and
 * checks them with the base's columns, exactly as the card form checks a field
 * (conversorDeLinhas -> validarCelula). Each valid row becomes the record whose id its line
 * gives, so reading the same part again yields the same records.
 */
async function lerPasso(
  deps: DepsJob,
  i: ImportacaoArmazenada,
  b: BaseDadosArmazenada,
  de: number,
  linhaInicial: number,
  limites: { linhas: number; bytes: number; ate?: number },
): Promise<PassoLido | null> {
  const tamanho = i.tamanho ?? 0;
  const ate = limites.ate ?? Math.min(tamanho, de + limites.bytes);
  const bytes = await lerTrechoDoArquivo(deps, i.chaveArquivo!, de, ate);
  const trecho = lerTrechoCsv(bytes, {
    inicioDoArquivo: de === 0,
    fimDoArquivo: ate >= tamanho,
    delimitador: i.delimitador,
    maximoLinhas: limites.linhas,
  });
  if (!trecho.bytesConsumidos && ate < tamanho) return null;
  const converter = conversorDeLinhas(b.colunas, Object.fromEntries(Object.entries(i.mapeamento ?? {})));
  const agora = deps.clock().toISOString();
  const registros: RegistroArmazenado[] = [];
  const linhasDosRegistros: number[] = [];
  const invalidas: LinhaInvalida[] = [];
  trecho.linhas.forEach((celulas, k) => {
    const linha = linhaInicial + k + 1;
    if ((i.cabecalho && linha === 1) || linhaVazia(celulas)) return;
    const r = converter(celulas, linha);
    if (!r.ok) {
      invalidas.push(r.invalida);
      return;
    }
    linhasDosRegistros.push(linha);
    registros.push({
      id: idDaLinhaImportada(i.id, linha),
      valores: r.valores,
      palavras: palavrasDoRegistro(b.colunas, r.valores),
      dataCriacao: agora,
      dataAlteracao: agora,
      versao: 1,
    });
  });
  const fimDoArquivo = de + trecho.bytesConsumidos >= tamanho;
  return {
    registros,
    linhasDosRegistros,
    invalidas,
    linhas: trecho.linhas.length,
    bytes: trecho.bytesConsumidos,
    delimitador: trecho.delimitador,
    fimDoArquivo,
  };
}

function progresso(deps: DepsJob, sigla: string, i: ImportacaoArmazenada, status: ImportacaoArmazenada['status']) {
  return outboxPut(deps, {
    tipo: 'importacaoAtualizada',
    detalhe: {
      sigla,
      usuarioId: i.usuarioId ?? '',
      idBase: i.idBase,
      idImportacao: i.id,
      status,
      linhasLidas: i.linhasLidas,
      inseridos: i.inseridos,
      totalInvalidas: i.totalInvalidas,
    },
  });
}

/** Ends the import as failed (its replace-all generation swept), if it still stands at the step read. */
async function falhar(
  deps: DepsJob,
  sigla: string,
  i: ImportacaoArmazenada,
  motivo: string,
  contagens: Partial<Pick<ImportacaoArmazenada, 'linhasLidas' | 'bytesLidos' | 'totalInvalidas'>> = {},
) {
  const agora = deps.clock().toISOString();
  await transact(deps, [
    avancarImportacaoItem(deps, sigla, i, {
      set: { status: 'falhou', motivoFalha: motivo, atualizadoEm: agora, ...contagens },
    }),
    progresso(deps, sigla, i, 'falhou'),
    ...(i.substituir ? [eventoLimpeza(deps as AppDeps, sigla, i.idBase, i.geracao)] : []),
  ]);
}

/**
 * The `jobs` consumer (importacaoContinuar): one bounded step of an import. It reads its part of
 * the file from the checkpoint, writes the part's records and invalid rows (BatchWrites, keys from
 * the line: a repeated step rewrites the same items), then ONE transaction moves the checkpoint
 * (conditioned on the step read), adds the part's count to the generation's counter, and writes
 * the index step of these rows and the next step (or, at the end of the file, the import's end:
 * with replace-all the base's switch to the new generation and the old one's clean-up). Killed
 * anywhere, the step runs again from the same checkpoint: nothing lost, nothing counted twice.
 */
export async function executarPassoImportacao(
  deps: DepsJob,
  detalhe: DetalheEvento<'importacaoContinuar'>,
  limites = LIMITES_IMPORTACAO,
): Promise<void> {
  const { sigla, idBase, idImportacao, passo } = detalhe;
  const i = await buscarImportacao(deps, sigla, idBase, idImportacao);
  if (!i || i.status !== 'processando' || i.passo !== passo) return;
  const b = await buscarBaseDados(deps, sigla, idBase);
  if (!b) return falhar(deps, sigla, i, mensagensBaseDados.naoEncontrada);
  const lido = await lerPasso(deps, i, b, i.bytesLidos, i.linhasLidas, limites);
  if (!lido) return falhar(deps, sigla, i, mensagensBaseDados.arquivoIlegivel);

  const agora = deps.clock();
  const expiraEm = emSegundos(agora) + VALIDADE_IMPORTACAO_S;
  await Promise.all([
    gravarRegistrosEmLote(deps, sigla, idBase, i.geracao, lido.registros, {
      so: 'registros',
      emParalelo: limites.emParalelo,
    }),
    gravarRejeitadas(
      deps,
      sigla,
      i,
      lido.invalidas.map((l) => ({ ...l })),
      expiraEm,
    ),
  ]);

  const depois: ImportacaoArmazenada = {
    ...i,
    passo: passo + 1,
    bytesLidos: i.bytesLidos + lido.bytes,
    linhasLidas: i.linhasLidas + lido.linhas,
    inseridos: i.inseridos + lido.registros.length,
    totalInvalidas: i.totalInvalidas + lido.invalidas.length,
    delimitador: lido.delimitador,
  };
  // A replace-all with nothing valid would empty the base: it ends as failed instead.
  if (lido.fimDoArquivo && i.substituir && depois.inseridos === 0) {
    return falhar(deps, sigla, i, mensagensBaseDados.nenhumDado, {
      linhasLidas: depois.linhasLidas,
      bytesLidos: depois.bytesLidos,
      totalInvalidas: depois.totalInvalidas,
    });
  }
  const status = lido.fimDoArquivo ? 'concluida' : 'processando';
  const mudancaDoPasso = {
    passo: depois.passo,
    bytesLidos: depois.bytesLidos,
    linhasLidas: depois.linhasLidas,
    inseridos: depois.inseridos,
    totalInvalidas: depois.totalInvalidas,
    delimitador: depois.delimitador,
    status,
    atualizadoEm: agora.toISOString(),
    expiraEm,
  };
  const itens: TransactItem[] = [
    avancarImportacaoItem(deps, sigla, i, { set: mudancaDoPasso }),
    progresso(deps, sigla, depois, status),
  ];
  const compacto = i.modoIndice === 'compacto';
  if (lido.registros.length) itens.push(contarItem(deps, sigla, idBase, i.geracao, passo, lido.registros.length));
  if (lido.registros.length && !compacto) {
    itens.push(
      outboxPutUnico(
        deps,
        {
          tipo: 'importacaoIndexar',
          detalhe: {
            sigla,
            idBase,
            idImportacao,
            passo,
            deByte: i.bytesLidos,
            ateByte: depois.bytesLidos,
            linhaInicial: i.linhasLidas,
          },
        },
        `${idPassoImportacao(i.id, passo)}-indice`,
      ),
    );
  }
  if (!lido.fimDoArquivo) {
    itens.push(
      outboxPutUnico(
        deps,
        { tipo: 'importacaoContinuar', detalhe: { sigla, idBase, idImportacao, passo: passo + 1 } },
        idPassoImportacao(i.id, passo + 1),
      ),
    );
  } else {
    if (i.substituir) {
      itens.push(
        trocarGeracaoItem(deps, sigla, idBase, i.geracaoDaBase, i.geracao, agora.toISOString()),
        eventoLimpeza(deps as AppDeps, sigla, idBase, i.geracaoDaBase),
      );
    }
    // The rows are in: a big import's packed index is built from the whole file now.
    if (compacto && depois.inseridos > 0) {
      itens[0] = avancarImportacaoItem(deps, sigla, i, {
        set: { ...mudancaDoPasso, faixaIndice: 0 },
      });
      itens.push(eventoDoIndiceCompacto(deps, sigla, i, 0, `${idPassoImportacao(i.id, 0)}-compacto`));
    }
  }
  if (await transact(deps, itens)) return;
  // Refused: another run of this step wrote first (it carries the import on), or the base left
  // the generation this replace-all switches from (another replace-all ended first).
  const atual = await buscarImportacao(deps, sigla, idBase, idImportacao);
  if (atual?.status === 'processando' && atual.passo === passo) {
    await falhar(deps, sigla, atual, 'A base de dados foi substituída por outra importação ao mesmo tempo');
  }
}

/**
 * How much one index step writes before it stops: its rows' entries go in batches of LOTE rows,
 * and once TEMPO_MS has passed the step writes what it did and continues itself in another
 * event. The index of 2,000 rows is about 16,000 items: locally on a busy machine that ran past
 * the consumer's 60 s, was delivered again while still running and was lost.
 */
export const LIMITES_INDEXACAO = { lote: 200, tempoMs: 20_000 };

/**
 * The `jobs` consumer (importacaoIndexar): the search index entries of one step's rows (the
 * byte range it read, read again; the rows are already written and counted), from the row
 * `aPartirDaLinha` on. It writes batches until its time is up, then ONE transaction puts the
 * mark of what it started from (put-if-absent), adds the rows it indexed to `indexados` and, if
 * rows are left, the event that goes on from the first of them: a repeated index step rewrites
 * the same entries, and only one run of it counts and continues.
 */
export async function indexarPassoImportacao(
  deps: DepsJob,
  detalhe: DetalheEvento<'importacaoIndexar'>,
  limites = LIMITES_INDEXACAO,
): Promise<void> {
  const { sigla, idBase, idImportacao, passo, deByte, ateByte, linhaInicial } = detalhe;
  const desde = detalhe.aPartirDaLinha ?? 0;
  const i = await buscarImportacao(deps, sigla, idBase, idImportacao);
  const b = i && (await buscarBaseDados(deps, sigla, idBase));
  if (!i || !b) return;
  const lido = await lerPasso(deps, i, b, deByte, linhaInicial, {
    linhas: Number.MAX_SAFE_INTEGER,
    bytes: ateByte - deByte,
    ate: ateByte,
  });
  if (!lido) return;
  const primeiro = lido.linhasDosRegistros.findIndex((linha) => linha >= desde);
  const pendentes = primeiro < 0 ? [] : lido.registros.slice(primeiro);
  const inicio = Date.now();
  let feitos = 0;
  while (feitos < pendentes.length && (feitos === 0 || Date.now() - inicio < limites.tempoMs)) {
    const lote = pendentes.slice(feitos, feitos + limites.lote);
    await gravarRegistrosEmLote(deps, sigla, idBase, i.geracao, lote, {
      so: 'indice',
      emParalelo: LIMITES_IMPORTACAO.emParalelo,
    });
    feitos += lote.length;
  }
  const expiraEm = emSegundos(deps.clock()) + VALIDADE_IMPORTACAO_S;
  const itens = marcarIndexacaoItens(deps, sigla, i, passo, desde, feitos, expiraEm);
  const proxima = feitos < pendentes.length ? lido.linhasDosRegistros[primeiro + feitos] : undefined;
  if (proxima !== undefined) {
    itens.push(
      outboxPutUnico(
        deps,
        {
          tipo: 'importacaoIndexar',
          detalhe: { sigla, idBase, idImportacao, passo, deByte, ateByte, linhaInicial, aPartirDaLinha: proxima },
        },
        `${idPassoImportacao(i.id, passo)}-indice-${proxima}`,
      ),
    );
  }
  await transact(deps, itens);
}

const eventoDoIndiceCompacto = (
  deps: DepsJob,
  sigla: string,
  i: Pick<ImportacaoArmazenada, 'idBase' | 'id'>,
  faixa: number,
  idEvento: string,
) =>
  outboxPutUnico(
    deps,
    { tipo: 'importacaoIndiceCompacto', detalhe: { sigla, idBase: i.idBase, idImportacao: i.id, faixa } },
    idEvento,
  );

/** How much of the file one read of a packed index's pass takes (it reads the whole file, piece by piece). */
const BYTES_POR_LEITURA = 4 * 1024 * 1024;

/**
 * The entries (`<word>#<record id>`) of the import's valid rows whose words `guardar` keeps, and
 * how many entries each first character has over the whole file. Stops keeping (not counting)
 * once `maximo` entries are kept: `cabe` tells whether they all were.
 */
async function entradasDoArquivo(
  deps: DepsJob,
  i: ImportacaoArmazenada,
  b: BaseDadosArmazenada,
  guardar: (palavra: string) => boolean,
  maximo: number,
): Promise<{ entradas: string[]; contagem: Record<string, number>; cabe: boolean } | null> {
  const entradas: string[] = [];
  const contagem: Record<string, number> = {};
  let cabe = true;
  let de = 0;
  let linha = 0;
  for (;;) {
    const lido = await lerPasso(deps, i, b, de, linha, { linhas: Number.MAX_SAFE_INTEGER, bytes: BYTES_POR_LEITURA });
    if (!lido) return null;
    for (const r of lido.registros) {
      for (const p of r.palavras) {
        contagem[p[0]!] = (contagem[p[0]!] ?? 0) + 1;
        if (!cabe || !guardar(p)) continue;
        if (entradas.length >= maximo) cabe = false;
        else entradas.push(entrada(p, r.id));
      }
    }
    de += lido.bytes;
    linha += lido.linhas;
    if (lido.fimDoArquivo || lido.bytes === 0) return { entradas, contagem, cabe };
  }
}

/**
 * The `jobs` consumer (importacaoIndiceCompacto): one pass of a big import's packed index (ADR
 * 0064), once its rows are in. The first pass keeps every entry while they fit in memory (one
 * pass for the whole file); when they do not, it plans passes by first character from the
 * counts it made and starts again. A pass writes its chunks (the same keys when run again), then
 * ONE transaction, conditioned on the pass read, moves to the next pass, or at the last one lists
 * the index on the base (conditioned on the base's version) and counts the rows as indexed.
 */
export async function construirIndiceCompacto(
  deps: DepsJob,
  detalhe: DetalheEvento<'importacaoIndiceCompacto'>,
  limites: { entradasPorFaixa: number } = INDICE_COMPACTO,
): Promise<void> {
  const { sigla, idBase, idImportacao, faixa } = detalhe;
  const i = await buscarImportacao(deps, sigla, idBase, idImportacao);
  if (!i || i.status !== 'concluida' || i.modoIndice !== 'compacto' || i.faixaIndice !== faixa) return;
  const b = await buscarBaseDados(deps, sigla, idBase);
  if (!b) return;
  const faixas = i.faixas;
  const lido = await entradasDoArquivo(
    deps,
    i,
    b,
    (p) => !faixas || naFaixa(faixas, faixa, p),
    limites.entradasPorFaixa,
  );
  if (!lido) return;
  if (!faixas && !lido.cabe) {
    await transact(deps, [
      avancarFaixaItem(deps, sigla, i, faixa, { faixas: planejarFaixas(lido.contagem, limites.entradasPorFaixa) }),
      eventoDoIndiceCompacto(deps, sigla, i, 0, `${idPassoImportacao(i.id, 0)}-compacto-plano`),
    ]);
    return;
  }
  await gravarBlocosDoIndice(deps, sigla, i, blocos(lido.entradas));
  const todas = faixas ?? [planejarFaixas({})[0]!];
  if (faixa + 1 < todas.length) {
    await transact(deps, [
      avancarFaixaItem(deps, sigla, i, faixa, { faixas: todas, faixaIndice: faixa + 1 }),
      eventoDoIndiceCompacto(deps, sigla, i, faixa + 1, `${idPassoImportacao(i.id, 0)}-compacto-${faixa + 1}`),
    ]);
    return;
  }
  await registrarIndice(deps, sigla, i, b, todas);
}

/**
 * The last pass: the index listed on the base, in the same transaction as the import's rows
 * counted as indexed (from then on a search reads it). A base that left the import's generation
 * (another replace-all) does not list it; a concurrent edit of the base is read again.
 */
async function registrarIndice(
  deps: DepsJob,
  sigla: string,
  i: ImportacaoArmazenada,
  lida: BaseDadosArmazenada,
  faixas: string[],
): Promise<void> {
  let b: BaseDadosArmazenada | null = lida;
  for (let tentativa = 0; tentativa < 5 && b; tentativa++) {
    const fim = avancarFaixaItem(deps, sigla, i, i.faixaIndice ?? 0, {
      faixas,
      faixaIndice: faixas.length,
      indexados: i.inseridos,
      atualizadoEm: deps.clock().toISOString(),
    });
    const daGeracao = (b.indices ?? []).filter((x) => x.geracao === b!.geracao);
    const itens =
      b.geracao === i.geracao
        ? [fim, registrarIndicesItem(deps, sigla, b, [...daGeracao, { id: i.id, geracao: i.geracao }])]
        : [fim];
    itens.push(progresso(deps, sigla, { ...i, indexados: i.inseridos }, 'concluida'));
    if (await transact(deps, itens)) return;
    const atual = await buscarImportacao(deps, sigla, i.idBase, i.id);
    if (atual?.faixaIndice !== i.faixaIndice) return;
    b = await buscarBaseDados(deps, sigla, i.idBase);
  }
  throw new Error('O índice da importação não pôde ser registrado na base de dados');
}
