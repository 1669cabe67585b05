import { cabecalhoSecreto } from '@wf/shared/validation/cabecalhosWebhook';
import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { definirPreparo } from './tipos';
import { type PedidoWebhook } from '../webhooks/entregaWebhookService';
import { chaveDeCifra } from '../webhooks/segredoDaRegra';
import { abrirSelados, ehSelado, selarSecretos } from '../webhooks/segredosCabecalhos';

/**
 * Calls the tenant's endpoint: URL and headers with the variables' raw values, the JSON body with
 * them in their display format (`{{CAMPO.valor}}` raw), JSON-escaped (a value cannot break out of
 * its string). Secret header values (stored
 * sealed: webhooks/segredosCabecalhos.ts) are opened to fill their variables and sealed again, so
 * the payload a simulation shows, and the delivery item, hold no credential in clear. A header
 * a variable broke (line break) is refused by the delivery, recorded as a failed attempt.
 * Delivery, signing, SSRF guard and retries: webhooks/entregaWebhookService.ts.
 */
export const acionarWebhook = definirPreparo({
  key: 'acionarWebhook',
  preparar: (ctx, f): PedidoWebhook => {
    const cabecalhosTexto = f.acionarWebhookJsonHeader?.trim();
    const lidos = cabecalhosTexto ? (JSON.parse(cabecalhosTexto) as Record<string, unknown>) : {};
    const guardados = Object.fromEntries(
      Object.entries(lidos).map(([nome, valor]) => [nome.toLowerCase(), String(valor)]),
    );
    const chave = () => chaveDeCifra(ctx.deps);
    const abertos = Object.values(guardados).some(ehSelado) ? abrirSelados(chave(), ctx.sigla, guardados) : guardados;
    const preenchidos = Object.fromEntries(
      Object.entries(abertos).map(([nome, valor]) => [nome, preencherVariaveis(valor, ctx.variaveis)]),
    );
    const secretos = Object.entries(preenchidos).some(([nome, valor]) => cabecalhoSecreto(nome, valor));
    return {
      metodo: f.acionarWebhookMetodo,
      url: preencherVariaveis(f.acionarWebhookEndpoint, ctx.variaveis).trim(),
      cabecalhos: secretos ? selarSecretos(chave(), ctx.sigla, preenchidos) : preenchidos,
      // The body is read by people and programs: {{CAMPO}} in its display format, {{CAMPO.valor}} raw.
      corpo: preencherVariaveis(f.acionarWebhookJsonBody, ctx.textos, { json: true }),
    };
  },
});
