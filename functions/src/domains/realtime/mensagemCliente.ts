import { mensagemClienteSchema, type MensagemCliente } from '@wf/shared/realtime';

/** One WebSocket frame from the browser -> a known message, or null for anything else. */
export function lerMensagemCliente(corpo: string | undefined): MensagemCliente | null {
  if (!corpo) return null;
  let json: unknown;
  try {
    json = JSON.parse(corpo);
  } catch {
    return null;
  }
  const r = mensagemClienteSchema.safeParse(json);
  return r.success ? r.data : null;
}
