import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIM_DADOS, INICIO_DADOS } from '@wf/functions/domains/ia/prompts/dados';
import { sendJson } from './jsonResponse';
import { readBody } from './requestBody';

/**
 * The local stand-in of the AI model: speaks the OpenAI HTTP API (POST /v1/chat/completions with
 * response_format json_schema, POST /v1/audio/transcriptions) under /_local/openai, and answers
 * the product's prompts deterministically with schema-valid JSON built from the request's data
 * (the words of a description, the stages and labels a rule request carries). The runtime points
 * OPENAI_BASE_URL here when no OPENAI_API_KEY is set; tasks then say modeloDemonstracao.
 *
 * Tests make it misbehave with markers in the request's text (never in real prompts):
 *   [[ia:invalida]]          every answer breaks the schema (the repair fails too)
 *   [[ia:invalida-uma-vez]]  the first answer breaks it, the repaired one is valid
 *   [[ia:429-uma-vez]]       the first call of that request is 429 (the SDK retries it)
 *   [[ia:transcricao=...]]   in an audio file's bytes: the transcription's text
 * and count its calls: GET /_local/openai/v1/_chamadas?contem=<text of the request's data>.
 */
export const PREFIXO_MODELO_LOCAL = '/_local/openai/v1';

const ja429 = new Set<string>();
/** Calls per request data (the test-only count: GET .../_chamadas?contem=<text>). */
const chamadas = new Map<string, { chamadas: number; recusas429: number }>();
const contar = (texto: string, campo: 'chamadas' | 'recusas429') => {
  const c = chamadas.get(texto) ?? { chamadas: 0, recusas429: 0 };
  c[campo]++;
  chamadas.set(texto, c);
};

interface Mensagem {
  role: string;
  content: string;
}

function dadosDa(mensagens: Mensagem[]): { dados: Record<string, unknown>; texto: string } {
  const m = mensagens.find((x) => x.role === 'user' && x.content.includes(INICIO_DADOS));
  const bruto = m
    ? m.content.slice(m.content.indexOf(INICIO_DADOS) + INICIO_DADOS.length, m.content.indexOf(FIM_DADOS))
    : '{}';
  return { dados: JSON.parse(bruto.trim() || '{}') as Record<string, unknown>, texto: bruto };
}

const palavras = (t: string) => t.split(/\s+/).filter(Boolean);
const titulo = (t: string) => {
  const p = palavras(t.replace(/[^\p{L}\p{N}\s-]/gu, ' '))
    .slice(0, 3)
    .join(' ');
  return p ? p[0].toUpperCase() + p.slice(1) : 'Etapa';
};

function campos(etapa: string, i: number) {
  return i === 0
    ? [
        { titulo: 'Nome do solicitante', keyCampo: 'textoCurto', obrigatorio: true, opcoes: [] },
        { titulo: 'E-mail', keyCampo: 'email', obrigatorio: true, opcoes: [] },
      ]
    : [
        { titulo: `Observações de ${etapa}`.slice(0, 200), keyCampo: 'textoLongo', obrigatorio: false, opcoes: [] },
        { titulo: 'Aprovado?', keyCampo: 'radio', obrigatorio: false, opcoes: ['Sim', 'Não'] },
      ];
}

function fluxoDaDescricao(texto: string, icones: string[]) {
  const trechos = texto
    .split(/[,.;:]|\s(?:e|depois|então|após)\s/i)
    .map((t) => t.trim())
    .filter((t) => palavras(t).length >= 2);
  const nomes: string[] = [];
  for (const t of trechos) {
    const n = titulo(t);
    if (!nomes.includes(n)) nomes.push(n);
    if (nomes.length === 5) break;
  }
  if (nomes.length < 2) nomes.splice(0, nomes.length, 'Entrada', 'Em andamento', 'Concluído');
  return {
    fluxo: { descricao: titulo(texto), detalhes: texto.slice(0, 1000), icone: icones[0] ?? 'AuditOutlined' },
    listaEtapas: nomes.map((descricao, i) => ({
      descricao,
      etapaInicial: i === 0,
      etapaFinal: i === nomes.length - 1,
      destinos: i < nomes.length - 1 ? [nomes[i + 1]] : [],
      campos: campos(descricao, i),
    })),
  };
}

function regraDoPedido(d: Record<string, unknown>) {
  const pedido = String(d.pedido ?? '').toLowerCase();
  const etapas = (d.etapas as { id: string; descricao: string }[] | undefined) ?? [];
  const etiquetas = (d.etiquetas as { id: string; descricao: string }[] | undefined) ?? [];
  const etapa = etapas.find((e) => pedido.includes(e.descricao.toLowerCase()));
  const etiqueta = etiquetas.find((e) => pedido.includes(e.descricao.toLowerCase()));
  if (!etapa && !etiqueta)
    return {
      pergunta: `Para qual etapa o card deve ir? Etapas do fluxo: ${etapas.map((e) => e.descricao).join(', ') || 'nenhuma'}.`,
      regra: null,
    };
  const acoes = [
    ...(etapa ? [{ key: 'moverCard', formularioJson: JSON.stringify({ idEtapaMoveCard: etapa.id }) }] : []),
    ...(etiqueta
      ? [{ key: 'adicionarEtiquetas', formularioJson: JSON.stringify({ addEtiquetasIds: etiqueta.id }) }]
      : []),
  ];
  return {
    pergunta: null,
    regra: {
      descricao: `Regra criada pela IA: ${String(d.pedido ?? '').slice(0, 80)}`,
      evento: 'cardCriado',
      idEtapaEvento: null,
      operacaoLogica: 'AND',
      condicoes: [],
      acoes,
    },
  };
}

function resposta(nome: string, dados: Record<string, unknown>, schema: Record<string, unknown>): unknown {
  switch (nome) {
    case 'criar_fluxo': {
      const icones =
        ((schema.properties as Record<string, { properties: Record<string, { enum?: string[] }> }>)?.fluxo?.properties
          ?.icone?.enum as string[] | undefined) ?? [];
      return fluxoDaDescricao(String(dados.descricaoProcesso ?? ''), icones);
    }
    case 'gerar_campos_etapa':
      return { campos: campos(String(dados.etapaAtual ?? 'Etapa'), 1) };
    case 'criar_etapa': {
      const descricao = titulo(String(dados.pedido ?? 'Nova etapa'));
      return {
        etapa: { descricao, etapaInicial: false, etapaFinal: false, destinos: [], campos: campos(descricao, 1) },
      };
    }
    case 'analisar_metricas':
      return {
        html:
          `<h3>Análise de demonstração</h3><p>Pergunta: ${String(dados.pergunta ?? '').replace(/[<>&]/g, '')}</p>` +
          `<ul><li>${Object.keys((dados.metricas as object) ?? {}).length} indicadores recebidos.</li></ul>`,
      };
    case 'criar_regra':
      return regraDoPedido(dados);
    default:
      return {};
  }
}

async function chatCompletions(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const corpo = JSON.parse((await readBody(req)).toString('utf8')) as {
    model: string;
    messages: Mensagem[];
    response_format?: { json_schema?: { name: string; schema: Record<string, unknown> } };
  };
  const { dados, texto } = dadosDa(corpo.messages);
  const reparo = corpo.messages.some((m) => m.role === 'assistant');
  contar(texto, 'chamadas');
  if (texto.includes('[[ia:429-uma-vez]]') && !ja429.has(texto)) {
    ja429.add(texto);
    contar(texto, 'recusas429');
    res.setHeader('retry-after-ms', '50');
    return sendJson(res, 429, { error: { message: 'Rate limit (stand-in)', type: 'rate_limit_exceeded' } });
  }
  const invalida = texto.includes('[[ia:invalida]]') || (texto.includes('[[ia:invalida-uma-vez]]') && !reparo);
  const fmt = corpo.response_format?.json_schema;
  const conteudo = invalida
    ? '{"resposta": "fora do esquema"}'
    : JSON.stringify(resposta(fmt?.name ?? '', dados, fmt?.schema ?? {}));
  const prompt = Math.ceil(JSON.stringify(corpo.messages).length / 4);
  const completion = Math.ceil(conteudo.length / 4);
  sendJson(res, 200, {
    id: `chatcmpl-local-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: corpo.model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: conteudo, refusal: null } }],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  });
}

async function transcricao(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const bruto = await readBody(req);
  const dados = await new Response(new Uint8Array(bruto), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData();
  const arquivo = dados.get('file');
  const conteudo =
    arquivo && typeof arquivo !== 'string' ? Buffer.from(await arquivo.arrayBuffer()).toString('utf8') : '';
  const marcado = /\[\[ia:transcricao=([^\]]*)\]\]/.exec(conteudo);
  const text = marcado
    ? marcado[1]
    : 'Demonstração: cadastro do pedido, análise pela equipe, aprovação da diretoria e entrega ao cliente.';
  sendJson(res, 200, { text, usage: { type: 'tokens', input_tokens: 50, output_tokens: 20, total_tokens: 70 } });
}

/** Serves a request under PREFIXO_MODELO_LOCAL; false when the path is not the stand-in's. */
export async function servirModeloLocal(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
  if (!pathname.startsWith(PREFIXO_MODELO_LOCAL)) return false;
  const rota = `${req.method} ${pathname.slice(PREFIXO_MODELO_LOCAL.length)}`;
  if (rota === 'POST /chat/completions') await chatCompletions(req, res);
  else if (rota === 'POST /audio/transcriptions') await transcricao(req, res);
  else if (rota === 'GET /_chamadas') {
    // Test-only: how often requests whose data contains `contem` reached the model (and were refused 429).
    const contem = new URL(req.url ?? '/', 'http://localhost').searchParams.get('contem') ?? '\u0000';
    const soma = { chamadas: 0, recusas429: 0 };
    for (const [texto, c] of chamadas) {
      if (!texto.includes(contem)) continue;
      soma.chamadas += c.chamadas;
      soma.recusas429 += c.recusas429;
    }
    sendJson(res, 200, soma);
  } else sendJson(res, 404, { error: { message: `Rota do modelo local desconhecida: ${rota}` } });
  return true;
}
