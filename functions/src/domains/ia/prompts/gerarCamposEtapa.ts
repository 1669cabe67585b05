import { keysCampoModelo } from '@wf/shared/schemas/iaModelo';
import { mensagemDeDados, mensagemDeSistema, type Prompt } from './dados';

export interface EntradaGerarCampos {
  descricaoFluxo: string;
  detalhesFluxo: string;
  listaEtapas: { descricao: string }[];
  etapaAtual: { descricao: string };
}

/** A stage's form fields from the flow's context (POST /api/chatgpt/gerar-campos-etapa). */
export const promptGerarCamposEtapa: Prompt<EntradaGerarCampos> = {
  nome: 'gerar_campos_etapa',
  versao: 1,
  mensagens: (e) => [
    mensagemDeSistema(
      'Você propõe os campos do formulário de uma etapa de um fluxo de trabalho, de acordo com o fluxo ' +
        `e as outras etapas. Tipos apenas dentre: ${keysCampoModelo.join(', ')}; opções só para ` +
        'checkbox, radio e selecaoOpcoes. De 2 a 10 campos.',
    ),
    mensagemDeDados({
      fluxo: { descricao: e.descricaoFluxo, detalhes: e.detalhesFluxo },
      etapas: e.listaEtapas.map((x) => x.descricao),
      etapaAtual: e.etapaAtual.descricao,
    }),
  ],
};
