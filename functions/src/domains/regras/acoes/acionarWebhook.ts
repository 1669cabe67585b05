import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { definirPreparo } from './tipos';
import { type PedidoWebhook } from '../webhooks/entregaWebhookService';

/**
 * Calls the tenant's endpoint: URL and headers with the variables as typed, the JSON body with
 * them JSON-escaped (a value cannot break out of its string). Delivery, signing, SSRF guard and
 * retries: webhooks/entregaWebhookService.ts.
 */
export const acionarWebhook = definirPreparo({
  key: 'acionarWebhook',
  preparar: (ctx, f): PedidoWebhook => {
    const cabecalhosTexto = f.acionarWebhookJsonHeader?.trim();
    const cabecalhos = cabecalhosTexto ? (JSON.parse(cabecalhosTexto) as Record<string, unknown>) : {};
    return {
      metodo: f.acionarWebhookMetodo,
      url: preencherVariaveis(f.acionarWebhookEndpoint, ctx.variaveis).trim(),
      cabecalhos: Object.fromEntries(
        Object.entries(cabecalhos).map(([nome, valor]) => [nome.toLowerCase(), preencherVariaveis(String(valor), ctx.variaveis)]),
      ),
      corpo: preencherVariaveis(f.acionarWebhookJsonBody, ctx.variaveis, { json: true }),
    };
  },
});
