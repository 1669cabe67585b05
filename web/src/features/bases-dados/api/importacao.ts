import type { ValoresRegistro } from '@wf/shared/schemas/baseDados';
import { api } from '../../../lib/api';

/** The import routes: start, one idempotent numbered batch, finish (with substituir: swap the records). */

export interface RecusaDoServidor {
  linha: number;
  campo: string;
  tipo: string;
  valor: unknown;
}

const base = (id: string) => `/datasources/${encodeURIComponent(id)}/importacoes`;

export const iniciarImportacao = (idBase: string, substituir: boolean) =>
  api<{ idImportacao: string }>(base(idBase), { method: 'POST', body: { substituir } });

export const enviarLote = (idBase: string, idImportacao: string, numero: number, registros: ValoresRegistro[]) =>
  api<{ inseridos: number; invalidos: RecusaDoServidor[] }>(
    `${base(idBase)}/${encodeURIComponent(idImportacao)}/lotes`,
    {
      method: 'POST',
      body: { numero, registros },
    },
  );

export const concluirImportacao = (idBase: string, idImportacao: string) =>
  api<{ mensagem: string; totalRegistros: number }>(`${base(idBase)}/${encodeURIComponent(idImportacao)}/concluir`, {
    method: 'POST',
  });
