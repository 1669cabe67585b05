import { listarComentarios as comentariosDoCard, inserirComentario } from '../../cards/services/comentarioService';
import { desvincularEtiqueta, vincularEtiqueta } from '../../cards/services/etiquetasCardService';
import { excluirResponsavel, inserirResponsavel, listarResponsaveis as responsaveisDoCard } from '../../cards/services/responsaveisService';
import { listarAnexos as anexosDoCard, urlDoAnexo } from '../../cards/services/anexoService';
import {
  excluirAutorizacao as excluir,
  inserirAutorizacao,
  listarAutorizacoes as autorizacoesDaEtapa,
} from '../../etapas/services/autorizacaoService';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import { listarComentarios } from '../operacoes/cards';
import {
  adicionarEtiqueta,
  adicionarResponsavel,
  baixarAnexo,
  criarAutorizacao,
  criarComentario,
  enviarAnexo,
  excluirAutorizacao,
  listarAnexos,
  listarAutorizacoes,
  listarResponsaveis,
  removerEtiqueta,
  removerResponsavel,
} from '../operacoes/elementos';
import { anexarArquivo } from '../services/anexoApiService';
import { respostaDe } from './respostaDaOperacao';
import { rotaDaOperacao } from './rotaDaOperacao';

/** Comments, responsibles, labels, attachments of a card, and the people of a stage. */
export const rotasElementos = [
  rotaDaOperacao(listarComentarios, async (deps, { params, query, sessao }) =>
    respostaDe(
      listarComentarios,
      await comentariosDoCard(deps, sessao, params.idCard, { count: LIMITES_CARD.comentariosPorPagina, cursor: query.cursor }),
    ),
  ),
  rotaDaOperacao(criarComentario, async (deps, { params, body, sessao }) =>
    respostaDe(criarComentario, await inserirComentario(deps, sessao, { idInstancia: params.idCard, comentario: body.comentario })),
  ),
  rotaDaOperacao(listarResponsaveis, async (deps, { params, sessao }) =>
    respostaDe(listarResponsaveis, await responsaveisDoCard(deps, sessao, params.idCard)),
  ),
  rotaDaOperacao(adicionarResponsavel, async (deps, { params, body, sessao }) =>
    respostaDe(
      adicionarResponsavel,
      await inserirResponsavel(deps, sessao, { idInstancia: params.idCard, emailUsuario: body.emailUsuario }),
    ),
  ),
  rotaDaOperacao(removerResponsavel, async (deps, { params, sessao }) =>
    respostaDe(removerResponsavel, await excluirResponsavel(deps, sessao, params.idCard, params.email)),
  ),
  rotaDaOperacao(adicionarEtiqueta, async (deps, { params, body, sessao }) =>
    respostaDe(adicionarEtiqueta, await vincularEtiqueta(deps, sessao, params.idCard, body.idEtiqueta)),
  ),
  rotaDaOperacao(removerEtiqueta, async (deps, { params, sessao }) =>
    respostaDe(removerEtiqueta, await desvincularEtiqueta(deps, sessao, params.idCard, params.idEtiqueta)),
  ),
  rotaDaOperacao(listarAnexos, async (deps, { params, sessao }) =>
    respostaDe(listarAnexos, await anexosDoCard(deps, sessao, params.idCard)),
  ),
  rotaDaOperacao(enviarAnexo, async (deps, { params, body, sessao }) =>
    respostaDe(enviarAnexo, await anexarArquivo(deps, sessao, params.idCard, body)),
  ),
  rotaDaOperacao(baixarAnexo, async (deps, { params, sessao }) =>
    respostaDe(baixarAnexo, await urlDoAnexo(deps, sessao, params.idCard, params.idAnexo)),
  ),
  rotaDaOperacao(listarAutorizacoes, async (deps, { params, sessao }) =>
    respostaDe(listarAutorizacoes, await autorizacoesDaEtapa(deps, sessao, params.idEtapa)),
  ),
  rotaDaOperacao(criarAutorizacao, async (deps, { params, body, sessao }) =>
    respostaDe(criarAutorizacao, await inserirAutorizacao(deps, sessao, { EtapaUsuario: { ...body, idEtapa: params.idEtapa } })),
  ),
  rotaDaOperacao(excluirAutorizacao, async (deps, { params, sessao }) =>
    respostaDe(excluirAutorizacao, await excluir(deps, sessao, params.idAutorizacao, params.idEtapa)),
  ),
];
