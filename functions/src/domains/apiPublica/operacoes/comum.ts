import * as z from 'zod';
import { parametrosDeRota, type NomeParametro } from '../../../kernel/parametrosDeRota';

/** The path parameters of an operation, with the route table's own schemas (the same validation). */
export function parametros<N extends NomeParametro>(
  ...nomes: N[]
): z.ZodObject<{ [K in N]: (typeof parametrosDeRota)[K] }> {
  return z.object(
    Object.fromEntries(nomes.map((n) => [n, parametrosDeRota[n]])) as { [K in N]: (typeof parametrosDeRota)[K] },
  );
}

/** ?cursor= of a paged list: the previous page's proximoCursor, opaque. */
export const cursor = z.string().max(500).optional().describe('O proximoCursor da página anterior');

export const ID_EXEMPLO = {
  fluxo: '1732630000000-5b0e4c1e-6a55-4a0f-9a2b-0d1f2c3b4a51',
  etapa: '1732630000001-0f4b1a2c-3d5e-4f60-8a7b-9c0d1e2f3a4b',
  etapa2: '1732630000002-7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  card: '1732630000003-2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  etiqueta: '1732630000004-3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a',
  anexo: '1732630000005-4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  comentario: '1732630000006-5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
  autorizacao: '1732630000007-6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d',
} as const;

export const PESSOA_EXEMPLO = {
  id: '1732620000000-9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  nome: 'Ana Souza',
  email: 'ana@empresa.com.br',
  iniciais: 'AS',
  cor: '#1677FF',
  imgFoto: null,
};
