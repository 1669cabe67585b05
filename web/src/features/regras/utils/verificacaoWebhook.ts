/**
 * What the rule's webhook dialog shows a developer to check the signature: the Standard Webhooks
 * headers the product sends (regras/webhooks/entregaWebhookService.ts) and a Node receiver that
 * verifies them with the `standardwebhooks` package, the code the product's own signature is
 * tested against (assinaturaWebhook.test.ts). The secret is read from the environment, never
 * written into the snippet: a copied snippet must not carry it.
 */
export const CABECALHOS_ASSINATURA = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** The environment variable the snippet reads the secret from. */
export const VARIAVEL_DO_SEGREDO = 'WORKFLOW_WEBHOOK_SECRET';

export const TRECHO_VERIFICACAO_NODE = `// npm install standardwebhooks
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

// O segredo de assinatura desta regra (whsec_...), fora do código:
const webhook = new Webhook(process.env.${VARIAVEL_DO_SEGREDO});

createServer((req, res) => {
  let corpo = '';
  req.setEncoding('utf8');
  req.on('data', (parte) => (corpo += parte));
  req.on('end', () => {
    try {
      // Confere webhook-signature sobre o corpo recebido, sem alterá-lo,
      // com webhook-id e webhook-timestamp (recusa envios com mais de 5 minutos).
      const dados = webhook.verify(corpo, req.headers);
      // webhook-id se repete numa nova tentativa: use-o para não processar duas vezes.
      console.log('Webhook verificado', req.headers['webhook-id'], dados);
      res.writeHead(204).end();
    } catch {
      res.writeHead(401).end();
    }
  });
}).listen(3001);
`;
