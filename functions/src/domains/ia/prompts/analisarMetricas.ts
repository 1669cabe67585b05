import type { AnalisarMetricas } from '@wf/shared/schemas/ia';
import { mensagemDeDados, mensagemDeSistema, type Prompt } from './dados';

/** An analysis of a flow's metrics (POST /api/chatgpt/analisar-metricas); the HTML is sanitised after. */
export const promptAnalisarMetricas: Prompt<AnalisarMetricas> = {
  nome: 'analisar_metricas',
  versao: 1,
  mensagens: (e) => [
    mensagemDeSistema(
      'Você analisa as métricas de um fluxo de trabalho e responde à pergunta do usuário com uma ' +
        'análise objetiva em HTML simples (p, ul, li, strong, em, h3), sem scripts, estilos ou links.',
    ),
    mensagemDeDados({ pergunta: e.pergunta, metricas: e.metricas, relacoesEtapas: e.relacoesEtapas }),
  ],
};
