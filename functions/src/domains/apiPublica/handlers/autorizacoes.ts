import {
  excluirAutorizacao as excluir,
  inserirAutorizacao,
  listarAutorizacoes as autorizacoesDaEtapa,
  respostasEtapa,
} from '../../etapas';
import { criarAutorizacao, excluirAutorizacao, listarAutorizacoes } from '../operacoes/elementos';
import { respostaDe } from './respostaDaOperacao';
import { rotaDaOperacao } from './rotaDaOperacao';

/** The people authorised on a stage, with the stage's permission to grant them. */
export const rotasAutorizacoes = [
  rotaDaOperacao(listarAutorizacoes, async (deps, { params, sessao }) =>
    respostaDe(listarAutorizacoes, await autorizacoesDaEtapa(deps, sessao, params.idEtapa)),
  ),
  rotaDaOperacao(criarAutorizacao, async (deps, { params, body, sessao }) =>
    respostaDe(
      criarAutorizacao,
      respostasEtapa.autorizacaoIncluida(
        await inserirAutorizacao(deps, sessao, { EtapaUsuario: { ...body, idEtapa: params.idEtapa } }),
      ),
    ),
  ),
  rotaDaOperacao(excluirAutorizacao, async (deps, { params, sessao }) => {
    await excluir(deps, sessao, params.idAutorizacao, params.idEtapa);
    return respostaDe(excluirAutorizacao, respostasEtapa.autorizacaoExcluida());
  }),
];
