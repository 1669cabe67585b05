import type { ColunaBaseDados, ValoresRegistro } from '@wf/shared/schemas/baseDados';
import type { LinhaInvalida, Mapeamento } from '../utils/linhasCsv';

/** What the page and the CSV worker say to each other. */
export type PedidoLeitor =
  | { tipo: 'previa'; arquivo: File; cabecalho: boolean; linhas: number }
  | {
      tipo: 'importar';
      arquivo: File;
      cabecalho: boolean;
      colunas: ColunaBaseDados[];
      mapeamento: Mapeamento;
      tamanhoLote: number;
    }
  /** The page took a batch: the worker may read on (it stops when too many wait). */
  | { tipo: 'continuar' };

export interface Lote {
  numero: number;
  registros: ValoresRegistro[];
  /** The file line of each record, to report the server's refusals by line. */
  linhas: number[];
  /** Bytes of the file read when the batch was closed (the progress bar). */
  bytesLidos: number;
}

export type RespostaLeitor =
  | { tipo: 'previa'; nomes: string[]; linhas: string[][] }
  | { tipo: 'lote'; lote: Lote }
  | { tipo: 'invalidas'; linhas: LinhaInvalida[] }
  | { tipo: 'fim'; validas: number; invalidas: number }
  | { tipo: 'erro'; mensagem: string };
