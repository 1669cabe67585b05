import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { CABECALHOS_ASSINATURA, TRECHO_VERIFICACAO_NODE, VARIAVEL_DO_SEGREDO } from './verificacaoWebhook';

describe('the webhook verification snippet', () => {
  it('verifies with the standardwebhooks package, reading the secret from the environment', () => {
    expect(TRECHO_VERIFICACAO_NODE).toContain("import { Webhook } from 'standardwebhooks';");
    expect(TRECHO_VERIFICACAO_NODE).toContain(`new Webhook(process.env.${VARIAVEL_DO_SEGREDO})`);
    expect(TRECHO_VERIFICACAO_NODE).toContain('webhook.verify(corpo, req.headers)');
    expect(TRECHO_VERIFICACAO_NODE).not.toMatch(/whsec_[A-Za-z0-9+/]/);
  });

  it('names the headers the package verifies, which a signed delivery carries', () => {
    const segredo = `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`;
    const quando = new Date();
    const corpo = '{"ok":true}';
    const cabecalhos = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(quando.getTime() / 1000)),
      'webhook-signature': new Webhook(segredo).sign('msg_1', quando, corpo),
    };
    expect(Object.keys(cabecalhos)).toEqual([...CABECALHOS_ASSINATURA]);
    expect(new Webhook(segredo).verify(corpo, cabecalhos)).toEqual({ ok: true });
  });
});
