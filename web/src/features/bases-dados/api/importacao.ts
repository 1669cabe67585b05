import { useQuery } from '@tanstack/react-query';
import type { ImportacaoBaseDados, InicioImportacao } from '@wf/shared/schemas/baseDados';
import { mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

/**
 * The import routes: declare (answered with a presigned upload), PUT the file to S3, start the
 * server job, then follow it (the job runs to its end whether or not the tab stays open).
 */
const base = (id: string) => `/datasources/${encodeURIComponent(id)}/importacoes`;

/** Polling while an import runs (the socket's importacaoAtualizada refreshes sooner when open). */
const INTERVALO_MS = 1000;

export const emAndamento = (i: Pick<ImportacaoBaseDados, 'status'> | undefined) =>
  i?.status === 'processando' || i?.status === 'aguardandoArquivo';

export const declararImportacao = (idBase: string, inicio: InicioImportacao) =>
  api<{ idImportacao: string; urlUpload: string; Importacao: ImportacaoBaseDados }>(base(idBase), {
    method: 'POST',
    body: inicio,
  });

/** The file straight to the bucket: the URL is bound to its size and to text/csv. */
export async function enviarArquivo(urlUpload: string, arquivo: Blob): Promise<void> {
  const r = await fetch(urlUpload, { method: 'PUT', body: arquivo, headers: { 'Content-Type': 'text/csv' } });
  if (!r.ok) throw new Error(mensagensBaseDados.problemaCarregar);
}

export const processarImportacao = (idBase: string, idImportacao: string) =>
  api<{ Importacao: ImportacaoBaseDados }>(`${base(idBase)}/${encodeURIComponent(idImportacao)}/processar`, {
    method: 'POST',
  });

export const urlDasRejeitadas = (idBase: string, idImportacao: string) =>
  api<{ url: string }>(`${base(idBase)}/${encodeURIComponent(idImportacao)}/rejeitadas`).then((r) => r.url);

/** One import, polled until it ends and its rows are searchable. */
export function useImportacao(idBase: string, idImportacao: string | null) {
  return useQuery({
    queryKey: chaves.basesDados.importacao(idBase, idImportacao ?? ''),
    queryFn: () =>
      api<{ Importacao: ImportacaoBaseDados }>(`${base(idBase)}/${encodeURIComponent(idImportacao ?? '')}`).then(
        (r) => r.Importacao,
      ),
    enabled: idImportacao !== null,
    refetchInterval: (q) => {
      const i = q.state.data;
      return !i || emAndamento(i) || (i.status === 'concluida' && i.indexados < i.inseridos) ? INTERVALO_MS : false;
    },
  });
}

/** The base's latest imports (a page reopened shows the one running or how the last one ended). */
export function useImportacoes(idBase: string) {
  return useQuery({
    queryKey: chaves.basesDados.importacoes(idBase),
    queryFn: () => api<{ importacoes: ImportacaoBaseDados[] }>(base(idBase)).then((r) => r.importacoes),
    // Followed while one runs or its rows' search index is being written (the page says so).
    refetchInterval: (q) =>
      q.state.data?.some((i) => emAndamento(i) || (i.status === 'concluida' && i.indexados < i.inseridos))
        ? INTERVALO_MS
        : false,
  });
}
