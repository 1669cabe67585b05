import { responsavelSchema } from '@wf/shared/schemas/instancia';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { excluirResponsavel, inserirResponsavel, listarResponsaveis } from '../services/responsaveisService';
import { respostasCard } from './respostas';

/** GET /api/instancia/responsaveis/buscar-por-instancia/{id}: { listaResponsaveis }. */
export const buscarResponsaveis = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await listarResponsaveis(deps, sessao, params.id)),
});

/** POST /api/instancia/responsaveis/inserir: 201 { mensagem, Responsavel }. */
export const inserirResponsavelCard = rotaAutenticada({
  body: responsavelSchema,
  handle: async (deps, { body, sessao }) =>
    criado(respostasCard.responsavelIncluido(await inserirResponsavel(deps, sessao, body))),
});

/** DELETE /api/instancia/responsaveis/excluir/{idInstancia}/{email}: { mensagem }. */
export const excluirResponsavelCard = rotaAutenticada({
  params: ['idInstancia', 'email'],
  handle: async (deps, { params, sessao }) => {
    await excluirResponsavel(deps, sessao, params.idInstancia, params.email);
    return ok(respostasCard.responsavelRemovido());
  },
});
