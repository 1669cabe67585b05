import {
  desvincularEtiqueta,
  excluirResponsavel,
  inserirComentario,
  inserirResponsavel,
  listarComentarios as comentariosDoCard,
  listarResponsaveis as responsaveisDoCard,
  respostasCard,
  vincularEtiqueta,
} from '../../cards';
import { LIMITES_CARD } from '@wf/shared/constants/cards';
import {
  entradaAdicionarEtiqueta as adicionarEtiqueta,
  entradaAdicionarResponsavel as adicionarResponsavel,
  entradaCriarComentario as criarComentario,
  entradaListarComentarios as listarComentarios,
  entradaListarResponsaveis as listarResponsaveis,
  entradaRemoverEtiqueta as removerEtiqueta,
  entradaRemoverResponsavel as removerResponsavel,
} from '../operacoes/entradasCards';
import { respostaDe } from './respostaDaOperacao';
import { rotaDaOperacao } from './rotaDaOperacao';

/** Comments, responsibles and labels of a card. */
export const rotasElementos = [
  rotaDaOperacao(listarComentarios, async (deps, { params, query, sessao }) =>
    respostaDe(
      listarComentarios,
      await comentariosDoCard(deps, sessao, params.idCard, {
        count: LIMITES_CARD.comentariosPorPagina,
        cursor: query.cursor,
      }),
    ),
  ),
  rotaDaOperacao(criarComentario, async (deps, { params, body, sessao }) =>
    respostaDe(
      criarComentario,
      respostasCard.comentarioIncluido(
        await inserirComentario(deps, sessao, { idInstancia: params.idCard, comentario: body.comentario }),
      ),
    ),
  ),
  rotaDaOperacao(listarResponsaveis, async (deps, { params, sessao }) =>
    respostaDe(listarResponsaveis, await responsaveisDoCard(deps, sessao, params.idCard)),
  ),
  rotaDaOperacao(adicionarResponsavel, async (deps, { params, body, sessao }) =>
    respostaDe(
      adicionarResponsavel,
      respostasCard.responsavelIncluido(
        await inserirResponsavel(deps, sessao, { idInstancia: params.idCard, emailUsuario: body.emailUsuario }),
      ),
    ),
  ),
  rotaDaOperacao(removerResponsavel, async (deps, { params, sessao }) => {
    await excluirResponsavel(deps, sessao, params.idCard, params.email);
    return respostaDe(removerResponsavel, respostasCard.responsavelRemovido());
  }),
  rotaDaOperacao(adicionarEtiqueta, async (deps, { params, body, sessao }) =>
    respostaDe(
      adicionarEtiqueta,
      respostasCard.etiquetaVinculada(await vincularEtiqueta(deps, sessao, params.idCard, body.idEtiqueta)),
    ),
  ),
  rotaDaOperacao(removerEtiqueta, async (deps, { params, sessao }) => {
    await desvincularEtiqueta(deps, sessao, params.idCard, params.idEtiqueta);
    return respostaDe(removerEtiqueta, respostasCard.etiquetaDesvinculada());
  }),
];
