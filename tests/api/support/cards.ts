import { expect } from 'vitest';
import type { Etapa, Fluxo, RespostaFluxoAlterado } from '@wf/shared/types/fluxo';
import type { Anexo, RespostaFormularioPublico, UploadConcedido } from '@wf/shared/types/instancia';
import { ClienteHttp, type Resposta } from './clienteHttp';
import type { AmbienteDeTeste } from './ambientes';
import { ambienteComDono, criarEtapa, criarFluxo, type Pessoa } from './fluxos';

/** A flow A (initial) -> B with its public form on: the link hash. */
export async function fluxoComFormularioPublico(
  p: Pessoa,
  campos: Record<string, unknown>[] = [],
): Promise<{ fluxo: Fluxo; a: Etapa; b: Etapa; hash: string }> {
  const fluxo = await criarFluxo(p);
  const a = (await criarEtapa(p, fluxo.id, 'Entrada')).Etapa;
  const b = (await criarEtapa(p, fluxo.id, 'Análise', [a.id])).Etapa;
  if (campos.length) {
    const r = await p.http.post(
      `/api/etapas/atualizar-campos-form/${a.id}`,
      { listaCamposFormulario: campos },
      { sigla: p.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  const r = await p.http.put<RespostaFluxoAlterado>(
    '/api/fluxos/atualizar',
    {
      Fluxo: {
        id: fluxo.id,
        descricao: fluxo.descricao,
        icone: fluxo.icone,
        detalhes: fluxo.detalhes,
        permitirFormPublico: 'S',
        tituloFormulario: 'Solicite aqui',
        descricaoFormulario: 'Formulário de solicitações',
      },
    },
    { sigla: p.sigla },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { fluxo, a, b, hash: r.body.Fluxo.linkPublico ?? '' };
}

/** A new tenant, its admin, and a flow of hers with the public form on: where attachment tests start. */
export async function donoComFormularioPublico(): Promise<{
  amb: AmbienteDeTeste;
  dono: Pessoa;
  f: Awaited<ReturnType<typeof fluxoComFormularioPublico>>;
}> {
  const { amb, dono } = await ambienteComDono();
  return { amb, dono, f: await fluxoComFormularioPublico(dono) };
}

export const enviarFormularioPublico = (sigla: string, hash: string, corpo: Record<string, unknown>) =>
  new ClienteHttp().post<RespostaFormularioPublico>(`/api/instancias/inserir/${sigla}/${hash}`, corpo, {
    semCookies: true,
  });

/** A card created through the public form (no login), in the initial stage. */
export async function criarCardPeloFormulario(
  sigla: string,
  hash: string,
  descricao = 'Pedido de compra',
): Promise<string> {
  const r = await enviarFormularioPublico(sigla, hash, { descricao });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.idInstancia;
}

/** PUT of bytes to a presigned URL, as the browser does. */
export const enviarArquivo = (url: string, bytes: Buffer, tipoMime: string) =>
  fetch(url, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': tipoMime, 'content-length': String(bytes.length) },
  });

/** A file attached to the card as the SPA adds it: upload granted, bytes sent, confirmed (each step asserted). */
export async function anexarArquivo(
  p: Pessoa,
  idInstancia: string,
  nomeArquivo: string,
  tipoMime: string,
  bytes: Buffer,
): Promise<Anexo> {
  const g = await p.http.post<UploadConcedido>(
    `/api/instancia/anexos/solicitar-upload/${idInstancia}`,
    { nomeArquivo, tipoMime, tamanho: bytes.length },
    { sigla: p.sigla },
  );
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  expect((await enviarArquivo(g.body.uploadUrl, bytes, tipoMime)).status).toBe(200);
  const c = await p.http.post<{ Anexo: Anexo }>(
    `/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${idInstancia}`,
    {},
    { sigla: p.sigla },
  );
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return c.body.Anexo;
}

/** The card tile as GET /api/instancias/buscar-por-id answers it. */
export async function tileDoCard(p: Pessoa, idInstancia: string): Promise<Record<string, unknown>> {
  const r: Resposta<{ Instancia: Record<string, unknown> }> = await p.http.get(
    `/api/instancias/buscar-por-id/${idInstancia}`,
    {
      sigla: p.sigla,
    },
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Instancia;
}
