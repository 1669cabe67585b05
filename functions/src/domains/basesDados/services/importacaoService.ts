import type { ValoresRegistro, loteImportacaoSchema } from '@wf/shared/schemas/baseDados';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  buscarImportacao,
  buscarMarcaLote,
  concluirImportacaoItem,
  conferirGeracao,
  contarItem,
  contarRegistros,
  gravarRegistrosEmLote,
  inserirImportacaoItem,
  marcarLoteItem,
  trocarGeracaoItem,
} from '../../../data/repositories/baseDadosRepository';
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
import { erroBaseDados } from '../erros';
import { carregarBaseEditavel } from './acessoBaseDados';
import { eventoLimpeza } from './eventoLimpeza';

/** An import left open is forgotten after a day (its item expires; its batches' records stay or were never shown). */
const VALIDADE_IMPORTACAO_S = 24 * 3600;
const TENTATIVAS = 8;

const espera = (tentativa: number) =>
  new Promise((r) => setTimeout(r, Math.min(500, 20 * 2 ** tentativa + Math.random() * 20)));

/** POST /datasources/{id}/importacoes: replace-all fills a new generation, switched to at 'concluir'. */
export async function iniciarImportacao(deps: AppDeps, sessao: Sessao, id: string, substituir: boolean) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const agora = deps.clock();
  const idImportacao = idOrdenavel(agora, deps.newId());
  const i: ImportacaoArmazenada = {
    id: idImportacao,
    idBase: b.id,
    substituir,
    geracao: substituir ? idImportacao : b.geracao,
    geracaoDaBase: b.geracao,
    concluida: false,
    criadoEm: agora.toISOString(),
    expiraEm: Math.floor(agora.getTime() / 1000) + VALIDADE_IMPORTACAO_S,
  };
  if (
    !(await transact(deps, [
      inserirImportacaoItem(deps, sessao.sigla, i),
      conferirGeracao(deps, sessao.sigla, b.id, b.geracao),
    ]))
  ) {
    throw erroBaseDados.alteradaAoMesmoTempo();
  }
  return { idImportacao };
}

async function carregarImportacao(deps: AppDeps, sessao: Sessao, id: string, idImportacao: string) {
  const b = await carregarBaseEditavel(deps, sessao, id);
  const i = await buscarImportacao(deps, sessao.sigla, b.id, idImportacao);
  if (!i) throw erroBaseDados.importacaoNaoEncontrada();
  return { b, i };
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

/** POST .../importacoes/{idImportacao}/lotes: one numbered batch, idempotent by its number. */
export async function gravarLote(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idImportacao: string,
  lote: z.output<typeof loteImportacaoSchema>,
) {
  const { b, i } = await carregarImportacao(deps, sessao, id, idImportacao);
  if (i.concluida) throw erroBaseDados.importacaoNaoEncontrada();
  const { registros, invalidos } = conferirLinhas(
    b,
    lote.registros,
    (linha) => idDoRegistroImportado(i.id, lote.numero, linha),
    deps.clock().toISOString(),
  );
  if (!i.substituir && b.geracao !== i.geracao) throw erroBaseDados.alteradaAoMesmoTempo();
  const guardaValida = async () => {
    const atual = await carregarImportacao(deps, sessao, id, idImportacao);
    return !atual.i.concluida && (i.substituir || atual.b.geracao === i.geracao);
  };
  const inseridos = await gravarRegistrosDoLote(deps, sessao.sigla, i, lote.numero, registros, guardaValida);
  return { inseridos, invalidos };
}

/**
 * POST .../importacoes/{idImportacao}/concluir: with replace-all the base switches to the new
 * records in one write (and the old ones go in the background); a finished import answers again.
 */
/** The base's record count once the import is done. */
export async function concluirImportacao(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  idImportacao: string,
): Promise<number> {
  const { b, i } = await carregarImportacao(deps, sessao, id, idImportacao);
  const agora = deps.clock().toISOString();
  if (!i.concluida) {
    const escritas = i.substituir
      ? [
          concluirImportacaoItem(deps, sessao.sigla, i, agora),
          trocarGeracaoItem(deps, sessao.sigla, b.id, i.geracaoDaBase, i.geracao, agora),
          eventoLimpeza(deps, sessao.sigla, b.id, i.geracaoDaBase),
        ]
      : [concluirImportacaoItem(deps, sessao.sigla, i, agora)];
    if (!(await transact(deps, escritas))) {
      const atual = await buscarImportacao(deps, sessao.sigla, b.id, idImportacao);
      if (!atual?.concluida) throw erroBaseDados.alteradaAoMesmoTempo();
    }
  }
  return contarRegistros(deps, sessao.sigla, b.id, i.substituir ? i.geracao : b.geracao);
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
    concluida: true,
    criadoEm: agora.toISOString(),
  };
  const { registros } = conferirLinhas(
    b,
    linhas,
    (linha) => idDoRegistroImportado(i.id, 0, linha),
    agora.toISOString(),
  );
  await gravarRegistrosDoLote(deps, sessao.sigla, i, 0, registros, async () => true);
}
