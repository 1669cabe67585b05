import {
  atualizarRegraSchema,
  clonarRegraSchema,
  executarCondicoesSchema,
  executarRegrasSchema,
  inserirRegraSchema,
  regrasExecutadasSchema,
  simularRegraSchema,
} from '@wf/shared/schemas/regra';
import { aceito, criado, ok, rotaAutenticada } from '../../../kernel/http/route';
import {
  atualizarRegra,
  buscarRegraPorId,
  clonarRegra,
  excluirRegra,
  execucoesQuery,
  inserirRegra,
  listarExecucoes,
  listarRegras,
} from '../services/regraService';
import { executarRegrasNoCard } from '../services/execucaoSolicitadaService';
import {
  executarCondicoes,
  listarVariaveis,
  regrasDoEvento,
  simularRegra,
  valoresVariaveis,
} from '../services/regrasNoCardService';

/** The toast texts of the rules screen. */
const mensagensRegras = {
  salva: 'Regra salva com sucesso',
  clonada: 'Regra clonada com sucesso',
  excluida: 'Regra excluída com sucesso',
  execucaoSolicitada: 'Execução das regras solicitada. O resultado aparece quando terminar.',
} as const;

/** A new rule's answer: its id in the `data` envelope the screen reads, then the rule. */
const regraCriada = (mensagem: string, Regra: { id: string }) => ({ mensagem, data: { idRegra: Regra.id }, Regra });

/** GET /api/fluxo/regras/buscar-por-fluxo/{idFluxo}: { listaRegras }. */
export const buscarRegrasPorFluxo = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await listarRegras(deps, sessao, params.idFluxo)),
});

/** GET /api/fluxo/regras/buscar-por-id/{id}: { Regra }. */
export const buscarRegraPorIdRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => ok(await buscarRegraPorId(deps, sessao, params.id)),
});

/** POST /api/fluxo/regras/inserir: 201 { mensagem, data: { idRegra }, Regra }. */
export const inserirRegraRota = rotaAutenticada({
  body: inserirRegraSchema,
  handle: async (deps, { body, sessao }) =>
    criado(regraCriada(mensagensRegras.salva, await inserirRegra(deps, sessao, body))),
});

/** PUT /api/fluxo/regras/atualizar: { mensagem, Regra } (creator only). */
export const atualizarRegraRota = rotaAutenticada({
  body: atualizarRegraSchema,
  handle: async (deps, { body, sessao }) =>
    ok({ mensagem: mensagensRegras.salva, Regra: await atualizarRegra(deps, sessao, body) }),
});

/** POST /api/fluxo/regras/clonar: 201 { mensagem, data: { idRegra }, Regra }. */
export const clonarRegraRota = rotaAutenticada({
  body: clonarRegraSchema,
  handle: async (deps, { body, sessao }) =>
    criado(regraCriada(mensagensRegras.clonada, await clonarRegra(deps, sessao, body))),
});

/** DELETE /api/fluxo/regras/excluir/{id}: { mensagem } (creator only). */
export const excluirRegraRota = rotaAutenticada({
  params: ['id'],
  handle: async (deps, { params, sessao }) => {
    await excluirRegra(deps, sessao, params.id);
    return ok({ mensagem: mensagensRegras.excluida });
  },
});

/** GET /api/fluxo/regras/detalhes-execucoes/{id}?cursor&sqlMaxRecords: { listaExecucoesRegra, proximoCursor }. */
export const detalhesExecucoes = rotaAutenticada({
  params: ['id'],
  query: execucoesQuery,
  handle: async (deps, { params, query, sessao }) => ok(await listarExecucoes(deps, sessao, params.id, query)),
});

/** GET /api/fluxo/regras/variaveis/{idFluxo}: { listaVariaveisRegra }. */
export const variaveisRegra = rotaAutenticada({
  params: ['idFluxo'],
  handle: async (deps, { params, sessao }) => ok(await listarVariaveis(deps, sessao, params.idFluxo)),
});

/** GET /api/fluxo/regras/valores-variaveis/{idInstancia}: { listaVariaveisRegra } with the card's values. */
export const valoresVariaveisRegra = rotaAutenticada({
  params: ['idInstancia'],
  handle: async (deps, { params, sessao }) => ok(await valoresVariaveis(deps, sessao, params.idInstancia)),
});

/** POST /api/fluxo/regras/executar-condicoes: { listaCondicoesExecutadas, listaRegras }. */
export const executarCondicoesRota = rotaAutenticada({
  body: executarCondicoesSchema,
  handle: async (_deps, { body }) => ok(executarCondicoes(body)),
});

/** POST /api/fluxo/regras/regras-executadas: { listaRegras } (the event's active rules on the card, resultado S/N). */
export const regrasExecutadasRota = rotaAutenticada({
  body: regrasExecutadasSchema,
  handle: async (deps, { body, sessao }) => ok(await regrasDoEvento(deps, sessao, body)),
});

/** POST /api/fluxo/regras/executar-regras: 202 { mensagem } (the rules consumer runs them with the person's authority; regras:executadaServidor tells each run). */
export const executarRegrasRota = rotaAutenticada({
  body: executarRegrasSchema,
  handle: async (deps, { body, sessao }) => {
    await executarRegrasNoCard(deps, sessao, body);
    return aceito({ mensagem: mensagensRegras.execucaoSolicitada });
  },
});

/** POST /api/fluxo/regras/simular: ResultadoSimulacao (writes nothing). */
export const simularRegraRota = rotaAutenticada({
  body: simularRegraSchema,
  handle: async (deps, { body, sessao }) => ok(await simularRegra(deps, sessao, body)),
});
