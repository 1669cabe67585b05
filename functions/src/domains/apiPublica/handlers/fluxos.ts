import { listarEtapas as etapasDoFluxo } from '../../etapas';
import { listarEtiquetas as etiquetasDoFluxo } from '../../etiquetas';
import { buscarFluxo as fluxoPorId, listarFluxos as fluxosDaPessoa } from '../../fluxos';
import { filtrarInstancias, paginaDaEtapaDoBoard } from '../../instancias';
import { listarCardsDaEtapa } from '../operacoes/cards';
import { buscarFluxo, listarEtapas, listarEtiquetas, listarFluxos, pesquisarCards } from '../operacoes/fluxos';
import { respostaDe } from './respostaDaOperacao';
import { rotaDaOperacao } from './rotaDaOperacao';

/** Flows, their stages and labels, a stage's cards and the text search over a flow's cards: the session API's services. */
export const rotasFluxos = [
  rotaDaOperacao(listarFluxos, async (deps, { sessao }) =>
    respostaDe(listarFluxos, await fluxosDaPessoa(deps, sessao)),
  ),
  rotaDaOperacao(buscarFluxo, async (deps, { params, sessao }) =>
    respostaDe(buscarFluxo, await fluxoPorId(deps, sessao, params.idFluxo)),
  ),
  rotaDaOperacao(listarEtapas, async (deps, { params, sessao }) =>
    respostaDe(listarEtapas, await etapasDoFluxo(deps, sessao, params.idFluxo)),
  ),
  rotaDaOperacao(listarEtiquetas, async (deps, { params, sessao }) =>
    respostaDe(listarEtiquetas, await etiquetasDoFluxo(deps, sessao, params.idFluxo)),
  ),
  rotaDaOperacao(pesquisarCards, async (deps, { params, query, sessao }) => {
    const r = await filtrarInstancias(deps, sessao, {
      idFluxo: params.idFluxo,
      textoPesquisa: query.busca,
      cursor: query.cursor,
    });
    return respostaDe(pesquisarCards, { listaInstancias: r.listaInstancias, proximoCursor: r.proximoCursor });
  }),
  rotaDaOperacao(listarCardsDaEtapa, async (deps, { params, query, sessao }) =>
    respostaDe(
      listarCardsDaEtapa,
      await paginaDaEtapaDoBoard(deps, sessao, params.idEtapa, { max: query.tamanho, cursor: query.cursor }),
    ),
  ),
];
