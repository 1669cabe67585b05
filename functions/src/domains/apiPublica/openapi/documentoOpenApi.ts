import * as z from 'zod';
import type { OperacaoApi } from '../operacao';
import { webhooksDasRegras } from './webhooksDasRegras';

/**
 * The OpenAPI 3.1 document of /api/v1, built from the operation list alone: every schema in it
 * is zod 4's own JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) of the schema the handler
 * validates with, so the document, the /api-docs manual and the typed client cannot say
 * something the server does not do. Parameters and bodies are documented as the client sends
 * them (io 'input': defaults optional), answers as the server writes them (io 'output').
 */

type Json = Record<string, unknown>;
export type DocumentoOpenApi = Json & { openapi: '3.1.1'; paths: Record<string, Record<string, Json>> };

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _dialeto, ...resto } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return resto;
};

const ref = (tipo: string, nome: string) => ({ $ref: `#/components/${tipo}/${nome}` });

/** Statuses every operation may answer, and the component that describes each. */
const ERROS_COMUNS = { 400: 'RequisicaoInvalida', 401: 'NaoAutenticado', 429: 'LimiteExcedido' } as const;
const ERROS_DA_OPERACAO = {
  403: 'SemPermissao',
  404: 'NaoEncontrado',
  409: 'Conflito',
  413: 'CorpoGrandeDemais',
  422: 'NaoProcessavel',
} as const;

const respostaDeErro = (descricao: string, cabecalhos?: Json): Json => ({
  description: descricao,
  ...(cabecalhos ? { headers: cabecalhos } : {}),
  content: { 'application/json': { schema: ref('schemas', 'Erro') } },
});

const componentes = (): Json => ({
  securitySchemes: {
    token: {
      type: 'apiKey',
      in: 'header',
      name: 'token',
      description:
        'O token de acesso gerado em Minha conta, aba API (com o acesso à API ativado). Cada chamada age como a pessoa dona do token, no ambiente dela e com as permissões dela.',
    },
  },
  schemas: {
    Erro: {
      type: 'object',
      required: ['mensagem', 'tipo'],
      properties: {
        mensagem: {
          type: 'string',
          description: 'O que aconteceu, em português, para mostrar a quem usa a integração.',
        },
        tipo: { type: 'string', description: 'Código estável do erro, para o programa decidir o que fazer.' },
      },
      example: { mensagem: 'Token de acesso inválido.', tipo: 'TokenInvalido' },
    },
  },
  headers: {
    RetryAfter: { description: 'Segundos até a próxima chamada ser aceita.', schema: { type: 'integer', minimum: 0 } },
    RateLimit: {
      description: 'Situação do limite deste token (IETF RateLimit): `limit`, `remaining` e `reset` em segundos.',
      schema: { type: 'string' },
      example: 'limit=60, remaining=0, reset=12',
    },
    RateLimitPolicy: {
      description: 'A política do limite: chamadas (`q`) por janela (`w`, em segundos).',
      schema: { type: 'string' },
      example: '60;w=60',
    },
  },
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Um identificador único escolhido por você (um UUID, por exemplo). Repetir a chamada com a mesma chave devolve a resposta da primeira, sem criar de novo.',
      schema: { type: 'string', minLength: 1, maxLength: 100 },
    },
  },
  responses: {
    RequisicaoInvalida: respostaDeErro('Dados inválidos: a mensagem diz qual campo e por quê.'),
    NaoAutenticado: respostaDeErro('Token ausente, inválido, trocado ou com o acesso à API desativado.'),
    LimiteExcedido: respostaDeErro('Chamadas demais deste token: aguarde o tempo indicado e tente de novo.', {
      'Retry-After': ref('headers', 'RetryAfter'),
      RateLimit: ref('headers', 'RateLimit'),
      'RateLimit-Policy': ref('headers', 'RateLimitPolicy'),
    }),
    SemPermissao: respostaDeErro('A pessoa dona do token não tem permissão para esta ação.'),
    NaoEncontrado: respostaDeErro('O recurso não existe neste ambiente (ou a pessoa não o vê).'),
    Conflito: respostaDeErro('O recurso mudou ou já existe: leia de novo e repita.'),
    CorpoGrandeDemais: respostaDeErro('O corpo da requisição passa do tamanho aceito.'),
    NaoProcessavel: respostaDeErro('A ação não é possível no estado atual do recurso.'),
  },
});

/** `{nome}` segments of a path template. */
const parametrosDoCaminho = (caminho: string): string[] => [...caminho.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

function parametros(op: OperacaoApi): Json[] {
  const lista: Json[] = [];
  const nomesNoCaminho = parametrosDoCaminho(op.caminho);
  const doCaminho = op.parametros ? jsonSchema(op.parametros, 'input') : { properties: {} };
  const propriedadesCaminho = (doCaminho.properties ?? {}) as Record<string, Json>;
  const declarados = Object.keys(propriedadesCaminho);
  if (declarados.length !== nomesNoCaminho.length || declarados.some((n) => !nomesNoCaminho.includes(n)))
    throw new Error(`${op.id}: parâmetros (${declarados.join(', ')}) diferentes do caminho ${op.caminho}`);
  for (const nome of nomesNoCaminho) {
    const { description, ...schema } = propriedadesCaminho[nome];
    lista.push({ name: nome, in: 'path', required: true, ...(description ? { description } : {}), schema });
  }
  if (op.consulta) {
    const consulta = jsonSchema(op.consulta, 'input');
    const obrigatorios = (consulta.required ?? []) as string[];
    for (const [nome, propriedade] of Object.entries((consulta.properties ?? {}) as Record<string, Json>)) {
      const { description, ...schema } = propriedade;
      lista.push({
        name: nome,
        in: 'query',
        required: obrigatorios.includes(nome),
        ...(description ? { description } : {}),
        schema,
      });
    }
  }
  if (op.idempotente) lista.push(ref('parameters', 'IdempotencyKey'));
  return lista;
}

function respostas(op: OperacaoApi): Json {
  const { status, descricao, schema } = op.resposta;
  const sucesso: Json = { description: descricao };
  if (schema) {
    sucesso.content = {
      'application/json': {
        schema: jsonSchema(schema, 'output'),
        ...(op.exemplos.resposta !== undefined ? { example: op.exemplos.resposta } : {}),
      },
    };
  }
  const erros: Json = {};
  for (const [codigo, nome] of Object.entries(ERROS_COMUNS)) erros[codigo] = ref('responses', nome);
  for (const codigo of op.erros ?? []) erros[codigo] = ref('responses', ERROS_DA_OPERACAO[codigo]);
  return { [status]: sucesso, ...erros };
}

function operacao(op: OperacaoApi): Json {
  return {
    operationId: op.id,
    summary: op.resumo,
    ...(op.descricao ? { description: op.descricao } : {}),
    tags: [op.grupo],
    parameters: parametros(op),
    ...(op.corpo
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: jsonSchema(op.corpo, 'input'),
                ...(op.exemplos.corpo !== undefined ? { example: op.exemplos.corpo } : {}),
              },
            },
          },
        }
      : {}),
    responses: respostas(op),
  };
}

const DESCRICAO = `API de integração do Workflow: fluxos, etapas, cards, anexos, responsáveis, comentários, etiquetas, autorizações e relatórios, com as mesmas permissões e regras da tela.

**Acesso.** Ative o acesso à API em *Minha conta › API* e envie o token no cabeçalho \`token\` de cada chamada. A chamada age como você, no seu ambiente; ao desativar o acesso (ou gerar um novo token) o anterior deixa de valer.

**Erros.** Toda resposta de erro é \`{ "mensagem": "...", "tipo": "..." }\` com um status 4xx; \`tipo\` é um código estável para o seu programa.

**Limites.** Cada token tem um limite de chamadas por minuto: passando dele, a resposta é 429 com \`Retry-After\` e \`RateLimit\`. Nas criações (POST) envie \`Idempotency-Key\` para repetir uma chamada sem criar duas vezes.

**Webhooks.** As regras de automação podem chamar o seu sistema: veja *Webhooks* abaixo.`;

export interface OpcoesDocumento {
  /** The product's address (APP_URL); the operations' paths already start with /api/v1. */
  servidor: string;
}

export function documentoOpenApi(operacoes: readonly OperacaoApi[], opcoes: OpcoesDocumento): DocumentoOpenApi {
  const paths: DocumentoOpenApi['paths'] = {};
  const vistos = new Set<string>();
  for (const op of operacoes) {
    if (vistos.has(op.id)) throw new Error(`operationId repetido: ${op.id}`);
    vistos.add(op.id);
    const caminho = (paths[op.caminho] ??= {});
    if (caminho[op.metodo]) throw new Error(`${op.metodo.toUpperCase()} ${op.caminho} descrito duas vezes`);
    caminho[op.metodo] = operacao(op);
  }
  const grupos = [...new Set(operacoes.map((op) => op.grupo))];
  return {
    openapi: '3.1.1',
    info: { title: 'Workflow: API de integração', version: '1', description: DESCRICAO },
    servers: [{ url: opcoes.servidor }],
    security: [{ token: [] }],
    tags: grupos.map((name) => ({ name })),
    paths,
    webhooks: webhooksDasRegras(),
    components: componentes(),
  };
}
