import OpenAI, { toFile } from 'openai';
import type { ConfiguracaoModeloIa } from '../kernel/environment';

/** A message to the model; user data goes in user messages marked as data (prompts/). */
export interface MensagemModelo {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What the model answered and what it cost (the API's `usage`). */
export interface RespostaModelo {
  texto: string;
  tokens: number;
}

/**
 * The AI model behind an adapter (DESIGN: outbound calls): structured outputs (a JSON schema the
 * answer must follow; no tools, so the model can only propose) and transcription. The official
 * `openai` SDK against any OpenAI-compatible endpoint: OpenAI's, or the embedded runtime's stand-in
 * (infra/local/modeloIaLocal.ts). The SDK times out and retries 408/409/429/5xx with backoff.
 */
export interface ModeloIa {
  gerarJson(p: { nome: string; schema: Record<string, unknown>; mensagens: MensagemModelo[] }): Promise<RespostaModelo>;
  transcrever(p: { audio: Uint8Array; nomeArquivo: string; prompt?: string }): Promise<RespostaModelo>;
}

/** The model's refusal to answer (not a transport failure): the task fails with this text. */
export class RecusaDoModelo extends Error {}

export function modeloOpenAi(cfg: ConfiguracaoModeloIa, apiKey: string): ModeloIa {
  const cliente = new OpenAI({
    apiKey,
    baseURL: cfg.baseUrl,
    timeout: cfg.timeoutMs,
    maxRetries: cfg.tentativas,
  });
  return {
    async gerarJson({ nome, schema, mensagens }) {
      const r = await cliente.chat.completions.create({
        model: cfg.modelo,
        messages: mensagens,
        response_format: { type: 'json_schema', json_schema: { name: nome, schema, strict: true } },
      });
      const escolha = r.choices[0]?.message;
      if (escolha?.refusal) throw new RecusaDoModelo(escolha.refusal);
      return { texto: escolha?.content ?? '', tokens: r.usage?.total_tokens ?? 0 };
    },
    async transcrever({ audio, nomeArquivo, prompt }) {
      const r = await cliente.audio.transcriptions.create({
        model: cfg.modeloTranscricao,
        file: await toFile(audio, nomeArquivo, { type: 'audio/webm' }),
        language: 'pt',
        ...(prompt ? { prompt } : {}),
      });
      const uso = (r as { usage?: { total_tokens?: number; type?: string; seconds?: number } }).usage;
      return { texto: r.text, tokens: uso?.total_tokens ?? 0 };
    },
  };
}
