import { chavesAcao, chavesEventoRegra } from '@wf/shared/constants/regras';
import type { CriarRegraIa } from '@wf/shared/schemas/ia';
import { mensagemDeDados, mensagemDeSistema, type Prompt } from './dados';

/**
 * A rule from a sentence (POST /api/chatgpt/criar-regra): a proposal using only the flow's real
 * stages, labels, variables and people given as data, or a question when it is too vague.
 */
export const promptCriarRegra: Prompt<CriarRegraIa> = {
  nome: 'criar_regra',
  versao: 1,
  mensagens: (e) => [
    mensagemDeSistema(
      'Você cria regras de automação de um fluxo. Uma regra tem um evento ' +
        `(${chavesEventoRegra.join(', ')}), condições opcionais sobre variáveis ({{NOME_VARIAVEL}}) e ` +
        `ações (${chavesAcao.join(', ')}), cada uma com seu formulário em formularioJson ` +
        '(ex.: moverCard {"idEtapaMoveCard": "<id>"}, adicionarEtiquetas {"addEtiquetasIds": "<ids>"}, ' +
        'adicionarResponsaveis {"addResponsaveis": "<emails>"}, enviarNotificacao {...}). Use apenas ' +
        'ids de etapas e etiquetas, variáveis e e-mails presentes nos dados. Se o pedido for vago ' +
        'demais, devolva regra null e uma pergunta curta em `pergunta`; senão pergunta null.',
    ),
    mensagemDeDados({
      pedido: e.userMessage,
      etapas: e.etapas,
      etiquetas: e.etiquetas,
      variaveis: e.variaveis,
      pessoas: e.emails,
    }),
  ],
};
