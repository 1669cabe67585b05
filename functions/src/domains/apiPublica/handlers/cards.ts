import {
  atualizarFormulario,
  atualizarInstancia,
  buscarInstanciaPorId,
  excluirInstancia,
  inserirInstancia,
  moverInstancia,
  respostasInstancia,
} from '../../instancias';
import {
  entradaAtualizarCard as atualizarCard,
  entradaBuscarCard as buscarCard,
  entradaCriarCard as criarCard,
  entradaExcluirCard as excluirCard,
  entradaMoverCard as moverCard,
} from '../operacoes/entradasCards';
import { respostaDe } from './respostaDaOperacao';
import { rotaDaOperacao } from './rotaDaOperacao';

/** Cards: the same services (permissions, events, rules) as the board and the card screen. */
export const rotasCards = [
  rotaDaOperacao(criarCard, async (deps, { body, sessao, idempotencia }) => {
    // A retry whose first create committed but never answered: that card, as it is now.
    if (idempotencia?.idCriado) {
      const { Instancia } = await buscarInstanciaPorId(deps, sessao, idempotencia.idCriado);
      return respostaDe(criarCard, respostasInstancia.cardCriado(Instancia));
    }
    const { idsEtiquetas, valoresFormulario, ...card } = body;
    const Instancia = { ...card, listaEtiquetas: idsEtiquetas, listaValoresFormulario: valoresFormulario };
    return respostaDe(
      criarCard,
      respostasInstancia.cardCriado(await inserirInstancia(deps, sessao, { Instancia }, idempotencia?.itensExtras)),
    );
  }),
  rotaDaOperacao(buscarCard, async (deps, { params, sessao }) =>
    respostaDe(buscarCard, await buscarInstanciaPorId(deps, sessao, params.idCard)),
  ),
  rotaDaOperacao(atualizarCard, async (deps, { params, body, sessao }) => {
    const { valoresFormulario, ...dados } = body;
    // Title/details/due date and the form are two actions of the card screen, each with its own checks.
    // The answer is the last action's, as on the card screen.
    let r = Object.values(dados).some((v) => v !== undefined)
      ? respostasInstancia.cardAtualizado(await atualizarInstancia(deps, sessao, params.idCard, dados))
      : undefined;
    if (valoresFormulario)
      r = respostasInstancia.formularioAtualizado(
        await atualizarFormulario(deps, sessao, params.idCard, valoresFormulario),
      );
    return respostaDe(atualizarCard, r);
  }),
  rotaDaOperacao(moverCard, async (deps, { params, body, sessao }) =>
    respostaDe(
      moverCard,
      respostasInstancia.cardReposicionado(
        await moverInstancia(deps, sessao, {
          idInstancia: params.idCard,
          idEtapaDestino: body.idEtapaDestino,
          ordemNaEtapaDestino: body.posicao,
        }),
      ),
    ),
  ),
  rotaDaOperacao(excluirCard, async (deps, { params, sessao }) => {
    await excluirInstancia(deps, sessao, params.idCard);
    return respostaDe(excluirCard, respostasInstancia.cardExcluido());
  }),
];
