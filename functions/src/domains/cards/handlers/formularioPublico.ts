import { inserirFormularioPublicoSchema } from '@wf/shared/schemas/instancia';
import { consultaOpcoesPublicasSchema } from '@wf/shared/schemas/baseDados';
import { criado, ok, rotaPublica } from '../../../kernel/http/route';
import {
  confirmarAnexoPublico as confirmar,
  inserirPeloFormularioPublico as inserir,
  opcoesDoFormularioPublico,
} from '../services/formularioPublicoService';
import { respostasCard } from './respostas';

/** POST /api/instancias/inserir/{customer}/{hash} (public): 201 { mensagem, idInstancia, uploads }. */
export const inserirPeloFormularioPublico = rotaPublica({
  params: ['customer', 'hash'],
  body: inserirFormularioPublicoSchema,
  handle: async (deps, { body, params }) =>
    criado(respostasCard.formularioEnviado(await inserir(deps, params.customer, params.hash, body))),
});

/** POST /api/instancias/anexos-publicos/confirmar/{customer}/{hash}/{idAnexo} (public): 201 { mensagem, Anexo } (no download URL). */
export const confirmarAnexoPublico = rotaPublica({
  params: ['customer', 'hash', 'idAnexo'],
  handle: async (deps, { params }) =>
    criado(respostasCard.anexoIncluido(await confirmar(deps, params.customer, params.hash, params.idAnexo))),
});

/** GET /api/instancias/opcoes-publicas/{customer}/{hash}?campo&busca&cursor (public): { opcoes, proximoCursor } of the form's data-base combo field. */
export const opcoesPublicas = rotaPublica({
  params: ['customer', 'hash'],
  query: consultaOpcoesPublicasSchema,
  handle: async (deps, { params, query }) =>
    ok(await opcoesDoFormularioPublico(deps, params.customer, params.hash, query.campo, query.busca, query.cursor)),
});
