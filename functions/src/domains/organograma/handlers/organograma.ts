import {
  atualizarOrganogramaSchema,
  desvincularUsuarioOrgSchema,
  excluirOrganogramaSchema,
  inserirOrganogramaSchema,
  vincularUsuarioOrgSchema,
} from '@wf/shared/schemas/organograma';
import { criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import { mensagensOrganograma } from '../erros';
import { atualizarUnidade, buscarOrganograma, excluirUnidade, inserirUnidade } from '../services/organogramaService';
import { desvincularUsuario, listarUsuariosDaUnidade, vincularUsuario } from '../services/vinculoService';

/** GET /api/organograma/buscar-organograma: { estruturaOrg, somenteLeitura }. */
export const buscarOrganogramaRota = rotaAutenticada({
  handle: async (deps, { sessao }) => ok(await buscarOrganograma(deps, sessao)),
});

/** POST /api/organograma/inserir-organograma: 201 { mensagem, Organograma }. */
export const inserirOrganogramaRota = rotaAutenticada({
  body: inserirOrganogramaSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: mensagensOrganograma.incluida, Organograma: await inserirUnidade(deps, sessao, body) }),
});

/** PUT /api/organograma/atualizar-organograma: { mensagem, Organograma }. */
export const atualizarOrganogramaRota = rotaAutenticada({
  body: atualizarOrganogramaSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensOrganograma.atualizada, Organograma: await atualizarUnidade(deps, sessao, body) }),
});

/** DELETE /api/organograma/excluir-organograma (body { idOrg }): { mensagem }. */
export const excluirOrganogramaRota = rotaAutenticada({
  body: excluirOrganogramaSchema,
  handle: async (deps, { body, sessao }) => {
    await excluirUnidade(deps, sessao, body.idOrg);
    return ok({ mensagem: mensagensOrganograma.excluida });
  },
});

/** GET /api/organograma/buscar-usuarios/{idOrg}: { listaUsuariosOrg }. */
export const buscarUsuariosOrgRota = rotaAutenticada({
  params: ['idOrg'],
  handle: async (deps, { params, sessao }) => ok(await listarUsuariosDaUnidade(deps, sessao, params.idOrg)),
});

/** POST /api/organograma/vincular-usuario: 201 { mensagem, UsuarioOrg }. */
export const vincularUsuarioRota = rotaAutenticada({
  body: vincularUsuarioOrgSchema,
  handle: async (deps, { body, sessao }) =>
    criado({ mensagem: mensagensOrganograma.vinculado, UsuarioOrg: await vincularUsuario(deps, sessao, body) }),
});

/** DELETE /api/organograma/desvincular-usuario (body { idUsuarioOrg }): { mensagem }. */
export const desvincularUsuarioRota = rotaAutenticada({
  body: desvincularUsuarioOrgSchema,
  handle: async (deps, { body, sessao }) => {
    await desvincularUsuario(deps, sessao, body.idUsuarioOrg);
    return ok({ mensagem: mensagensOrganograma.desvinculado });
  },
});
