import { listarAnexos as anexosDoCard, respostasCard, urlDoAnexo } from '../../cards';
import {
  entradaBaixarAnexo as baixarAnexo,
  entradaEnviarAnexo as enviarAnexo,
  entradaListarAnexos as listarAnexos,
} from '../operacoes/entradasCards';
import { anexarArquivo } from '../services/anexoApiService';
import { respostaDe } from './respostaDaOperacao';
import { rotaDaOperacao } from './rotaDaOperacao';

/** A card's attachments: list, send as base64, download (the card in ?idCard= or the body). */
export const rotasAnexos = [
  rotaDaOperacao(listarAnexos, async (deps, { query, sessao }) =>
    respostaDe(listarAnexos, await anexosDoCard(deps, sessao, query.idCard)),
  ),
  rotaDaOperacao(enviarAnexo, async (deps, { body, sessao }) => {
    const { idCard, ...arquivo } = body;
    return respostaDe(enviarAnexo, respostasCard.anexoIncluido(await anexarArquivo(deps, sessao, idCard, arquivo)));
  }),
  rotaDaOperacao(baixarAnexo, async (deps, { params, query, sessao }) =>
    respostaDe(baixarAnexo, await urlDoAnexo(deps, sessao, query.idCard, params.idAnexo)),
  ),
];
