import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { cabecalhosAssinados } from './entregaWebhookService';
import { assinarWebhook } from './assinaturaWebhook';

const segredo = (bytes: number) => `whsec_${randomBytes(bytes).toString('base64')}`;

describe('Standard Webhooks signature', () => {
  it("is the standardwebhooks package's own, byte for byte", () => {
    for (let i = 0; i < 50; i++) {
      const s = segredo(16 + (i % 40));
      const quando = new Date(1_700_000_000_000 + i * 7919_123);
      const corpo = JSON.stringify({ i, texto: 'ação çãõ 🚀 "aspas" \\ barra', lista: [i, null] });
      const id = `msg_${randomBytes(12).toString('base64url')}`;
      expect(assinarWebhook(s, id, quando, corpo)).toBe(new Webhook(s).sign(id, quando, corpo));
      // A secret without the prefix is its base64 key, as the package takes it.
      expect(assinarWebhook(s.slice(6), id, quando, corpo)).toBe(new Webhook(s).sign(id, quando, corpo));
    }
  });

  it("passes the package's verify, each secret of a rotation", () => {
    const [velho, novo] = [segredo(32), segredo(24)];
    const corpo = '{"card":{"titulo":"Proposta"}}';
    const cabecalhos = cabecalhosAssinados([velho, novo], 'msg_abc', new Date(), corpo);
    expect(cabecalhos['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const s of [velho, novo]) expect(new Webhook(s).verify(corpo, cabecalhos)).toEqual(JSON.parse(corpo));
    expect(() => new Webhook(segredo(32)).verify(corpo, cabecalhos)).toThrow();
  });

  it('refuses an empty secret', () => {
    expect(() => assinarWebhook('whsec_', 'msg_a', new Date(), '{}')).toThrow();
  });
});
