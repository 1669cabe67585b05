import { keysCampoModelo } from '@wf/shared/schemas/iaModelo';
import { mensagemDeDados, mensagemDeSistema, type Prompt } from './dados';

export interface EntradaCriarEtapa {
  descricaoFluxo: string;
  detalhesFluxo: string;
  listaEtapasAtuais: { descricao: string }[];
  novaEtapa: string;
}

/** One new stage for an existing flow (POST /api/chatgpt/criar-etapa). */
export const promptCriarEtapa: Prompt<EntradaCriarEtapa> = {
  nome: 'criar_etapa',
  versao: 1,
  mensagens: (e) => [
    mensagemDeSistema(
      'Você propõe UMA nova etapa para um fluxo de trabalho existente: nome, se é final, as etapas ' +
        'atuais para as quais ela leva (nomes exatos em `destinos`) e os campos do formulário, com tipos ' +
        `apenas dentre: ${keysCampoModelo.join(', ')}. Nunca marque a nova etapa como inicial.`,
    ),
    mensagemDeDados({
      fluxo: { descricao: e.descricaoFluxo, detalhes: e.detalhesFluxo },
      etapasAtuais: e.listaEtapasAtuais.map((x) => x.descricao),
      pedido: e.novaEtapa,
    }),
  ],
};
