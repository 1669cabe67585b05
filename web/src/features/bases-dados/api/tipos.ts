import type { JsonDados } from '@wf/shared/schemas/baseDados';

/** A data base as GET /datasources/buscar[/{id}] returns it. */
export interface DataSource {
  id: string;
  descricao: string;
  detalhes?: string | null;
  dataHoraAlteracao: string;
  Usuario: { id: string; email: string; nome: string; iniciais: string; cor: string; imgFoto?: string | null };
  permiteAcessoEdicao: 'S' | 'N';
  dono: boolean;
  totalRegistros: number;
  /** JSON text of { colunas, linhas: [] }. */
  jsonDados: string;
}

/** The columns of a data base (its jsonDados read; a broken text reads as no columns). */
export function lerJsonDados(ds: Pick<DataSource, 'jsonDados'>): JsonDados {
  try {
    const dados = JSON.parse(ds.jsonDados) as Partial<JsonDados> | null;
    return { colunas: dados?.colunas ?? [], linhas: [] };
  } catch {
    return { colunas: [], linhas: [] };
  }
}
