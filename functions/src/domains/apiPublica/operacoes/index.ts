import * as z from 'zod';
import type { OperacaoApi } from '../operacao';

/**
 * Every operation of /api/v1, in the manual's order. The OpenAPI document
 * (openapi/documentoOpenApi.ts), the /api-docs page and the typed client of the tests are built
 * from this list alone.
 */
export const operacoesApi: readonly OperacaoApi[] = [
  {
    id: 'listarFluxos',
    metodo: 'get',
    caminho: '/api/v1/fluxos',
    grupo: 'Fluxos',
    resumo: 'Listar fluxos',
    descricao: 'Os fluxos que a pessoa dona do token vê, como na tela de fluxos.',
    resposta: {
      status: 200,
      descricao: 'Os fluxos visíveis.',
      schema: z.object({ fluxos: z.array(z.object({ id: z.string(), nome: z.string() })) }),
    },
    exemplos: { resposta: { fluxos: [{ id: '01JD3Y8W1Q5S2V7K9M4N6P8R0T', nome: 'Compras' }] } },
  },
];
