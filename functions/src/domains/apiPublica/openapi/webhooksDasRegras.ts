import { LIMITES_REGRA } from '@wf/shared/constants/regras';
import { VARIAVEIS_FIXAS_REGRA } from '@wf/shared/validation/variaveisRegra';

/**
 * The `webhooks` section: the call the rules' "Acionar webhook" action makes to the tenant's
 * system (domains/regras/acoes/acionarWebhook.ts, webhooks/entregaWebhookService.ts). The body is
 * the rule's own JSON template with its variables filled in, so its schema is any JSON object;
 * the variables, time-out and retry window below are read from the constants the engine runs on.
 */

type Json = Record<string, unknown>;

const horas = (ms: number) => Math.round(ms / 3_600_000);

const variaveis = Object.entries(VARIAVEIS_FIXAS_REGRA)
  .map(([nome, descricao]) => `- \`{{${nome}}}\`: ${descricao}`)
  .join('\n');

const VERIFICACAO = `import { Webhook } from 'standardwebhooks';

// O segredo da regra (whsec_..., visto no editor da regra), guardado fora do código.
const webhook = new Webhook(process.env.WORKFLOW_SEGREDO_WEBHOOK);

app.post('/workflow', express.raw({ type: 'application/json' }), (req, res) => {
  const corpo = req.body.toString('utf8'); // o corpo exato, antes de qualquer JSON.parse
  try {
    const evento = webhook.verify(corpo, {
      'webhook-id': req.header('webhook-id'),
      'webhook-timestamp': req.header('webhook-timestamp'),
      'webhook-signature': req.header('webhook-signature'),
    });
    // evento: o corpo já conferido. Um webhook-id repetido é a mesma entrega de novo: processe uma vez só.
    processar(req.header('webhook-id'), evento);
    res.sendStatus(204);
  } catch {
    res.sendStatus(401); // assinatura inválida ou horário fora da tolerância
  }
});`;

const DESCRICAO = `Chamada que a ação **Acionar webhook** de uma regra de automação faz ao seu sistema, com o método (POST ou PUT), o endereço, os cabeçalhos e o corpo JSON definidos na regra.

**Corpo.** O JSON escrito na regra, com as variáveis entre chaves duplas substituídas (os valores entram escapados, sem quebrar o JSON). Além dos campos do formulário (pelo nome de variável de cada um):
${variaveis}

**Formato dos valores.** \`{{CAMPO}}\` traz o valor como as pessoas o leem (pt-BR): moeda \`R$ 11.900,00\`, número \`1.234,5\`, data \`09/03/2026\`, data e hora \`09/03/2026 10:30\` (horário de Brasília), CPF \`529.982.247-25\`, CNPJ \`11.222.333/0001-81\`, telefone \`(11) 98765-4321\`, opções pelo rótulo. \`{{CAMPO.valor}}\` traz o valor bruto, para programas: moeda e número com ponto decimal (\`11900\`, \`1234.5\`), data \`AAAA-MM-DD\`, data e hora ISO 8601 em UTC, documentos e telefones como digitados, opções pelo valor, listas separadas por vírgula. Use \`{{CAMPO.valor}}\` no que o seu sistema interpreta.

**Assinatura (Standard Webhooks).** Toda chamada traz \`webhook-id\`, \`webhook-timestamp\` e \`webhook-signature\`. A assinatura é \`v1,\` + HMAC-SHA256 em base64 de \`<webhook-id>.<webhook-timestamp>.<corpo>\` com o segredo da regra (\`whsec_...\`, cada regra tem o seu: veja e troque no editor da ação Acionar webhook); enquanto um segredo trocado ainda vale, vêm duas assinaturas separadas por espaço, e basta uma conferir. Verifique com o pacote \`standardwebhooks\`:

\`\`\`js
${VERIFICACAO}
\`\`\`

**Entrega.** Uma resposta 2xx confirma a entrega. Sem resposta em ${LIMITES_REGRA.webhookTimeoutMs / 1000} s, erro de rede, 429 ou 5xx: novas tentativas com espera crescente por até ${horas(LIMITES_REGRA.webhookJanelaTentativasMs)} h, sempre com o mesmo \`webhook-id\` (use-o para não processar duas vezes). Outros 4xx não são repetidos.`;

const EXEMPLO = {
  card: '01JD3Y8W1Q5S2V7K9M4N6P8R0T',
  titulo: 'Pedido 1042',
  etapa: 'Aprovação',
  fluxo: 'Compras',
  valor: 'R$ 1.250,00',
};

const cabecalho = (nome: string, descricao: string, exemplo: string): Json => ({
  name: nome,
  in: 'header',
  required: true,
  description: descricao,
  schema: { type: 'string' },
  example: exemplo,
});

const chamada = (metodo: 'POST' | 'PUT'): Json => ({
  summary: `Webhook de regra (${metodo})`,
  description: DESCRICAO,
  tags: ['Webhooks'],
  security: [],
  parameters: [
    cabecalho(
      'webhook-id',
      'Identificador da entrega: o mesmo em todas as tentativas.',
      'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
    ),
    cabecalho('webhook-timestamp', 'Momento da tentativa, em segundos desde 1970 (UTC).', '1764165600'),
    cabecalho(
      'webhook-signature',
      'Uma ou mais assinaturas `v1,<base64>` separadas por espaço.',
      'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
    ),
  ],
  requestBody: {
    required: true,
    content: {
      'application/json': {
        schema: {
          type: 'object',
          additionalProperties: true,
          description: 'O corpo JSON definido na regra, com as variáveis preenchidas.',
        },
        example: EXEMPLO,
      },
    },
  },
  responses: {
    '2XX': { description: 'Entrega confirmada.' },
    '429': { description: 'Tentada de novo mais tarde (respeita Retry-After).' },
    '5XX': { description: 'Tentada de novo mais tarde.' },
  },
});

export function webhooksDasRegras(): Record<string, Json> {
  return { regraAcionarWebhook: { post: chamada('POST'), put: chamada('PUT') } };
}
