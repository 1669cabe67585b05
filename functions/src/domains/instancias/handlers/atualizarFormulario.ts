import { atualizarFormularioSchema } from '@wf/shared/schemas/instancia';
import { ok, rotaAutenticada } from '../../../kernel/http/route';
import { atualizarFormulario as atualizar } from '../services/formularioService';
import { respostasInstancia } from './respostas';

/** PUT /api/instancia/formulario/atualizar/{id}: { mensagem, Instancia } (idEtapa: an earlier stage's form). */
export const atualizarFormulario = rotaAutenticada({
  params: ['id'],
  body: atualizarFormularioSchema,
  handle: async (deps, { body, params, sessao }) =>
    ok(
      respostasInstancia.formularioAtualizado(
        await atualizar(deps, sessao, params.id, body.newValuesFormulario, body.idEtapa),
      ),
    ),
});
