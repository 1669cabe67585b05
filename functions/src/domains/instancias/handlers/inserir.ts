import { inserirInstanciaSchema } from '@wf/shared/schemas/instancia';
import { criado, rotaAutenticada } from '../../../kernel/http/route';
import { inserirInstancia } from '../services/instanciaService';
import { respostasInstancia } from './respostas';

/** POST /api/instancias/inserir: 201 { mensagem, Instancia }. */
export const inserir = rotaAutenticada({
  body: inserirInstanciaSchema,
  handle: async (deps, { body, sessao }) =>
    criado(respostasInstancia.cardCriado(await inserirInstancia(deps, sessao, body))),
});
