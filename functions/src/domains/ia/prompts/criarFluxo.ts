import { keysCampoModelo } from '@wf/shared/schemas/iaModelo';
import { mensagemDeDados, mensagemDeSistema, type Prompt } from './dados';

/** Flow from a process description (POST /api/chatgpt/criar-fluxo). */
export const promptCriarFluxo: Prompt<{ texto: string }> = {
  nome: 'criar_fluxo',
  versao: 1,
  mensagens: ({ texto }) => [
    mensagemDeSistema(
      'Você desenha fluxos de trabalho (kanban) a partir da descrição de um processo. Proponha o fluxo ' +
        '(nome curto, detalhes, ícone) e de 2 a 10 etapas em ordem, a primeira inicial e a última final; ' +
        'em `destinos` de cada etapa ponha os nomes exatos das etapas seguintes. Para cada etapa proponha ' +
        `os campos do formulário, com tipos apenas dentre: ${keysCampoModelo.join(', ')}; opções só ` +
        'para checkbox, radio e selecaoOpcoes.',
    ),
    mensagemDeDados({ descricaoProcesso: texto }),
  ],
};
