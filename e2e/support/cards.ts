import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Arrange steps of the card tests through the API, with the page's session (X-Cliente AVMB). */
export const CABECALHOS = { 'X-Cliente': 'AVMB' };

async function corpo<T>(resposta: { status(): number; json(): Promise<unknown>; text(): Promise<string> }): Promise<T> {
  if (resposta.status() >= 300) throw new Error(`HTTP ${resposta.status()}: ${await resposta.text()}`);
  return (await resposta.json()) as T;
}

export interface FluxoDeTeste {
  idFluxo: string;
  idEtapa: string;
  idEtiqueta: string;
}

/** A flow with an initial stage holding one short-text field, and one label. */
export async function criarFluxoComEtapa(pagina: Page, descricao: string): Promise<FluxoDeTeste> {
  const { Fluxo } = await corpo<{ Fluxo: { id: string } }>(
    await pagina.request.post('/api/fluxos/inserir', {
      headers: CABECALHOS,
      data: {
        Fluxo: {
          descricao,
          icone: 'RocketOutlined',
          detalhes: `Detalhes de ${descricao}`,
          rotuloNovaInstancia: 'Nova solicitação',
        },
      },
    }),
  );
  const { Etapa } = await corpo<{ Etapa: { id: string } }>(
    await pagina.request.post('/api/etapas/inserir', {
      headers: CABECALHOS,
      data: { Etapa: { idFluxo: Fluxo.id, descricao: 'Entrada', cor: '#1677ff', etapaInicial: 'S' }, listaEtapas: [] },
    }),
  );
  await corpo(
    await pagina.request.post(`/api/etapas/atualizar-campos-form/${Etapa.id}`, {
      headers: CABECALHOS,
      data: { listaCamposFormulario: [{ id: 'cliente', keyCampo: 'textoCurto', titulo: 'Cliente', ordem: 0 }] },
    }),
  );
  const { Etiqueta } = await corpo<{ Etiqueta: { id: string } }>(
    await pagina.request.post('/api/etiquetas/inserir', {
      headers: CABECALHOS,
      data: { Etiqueta: { idFluxo: Fluxo.id, descricao: 'Urgente', cor: '#f5222d' } },
    }),
  );
  return { idFluxo: Fluxo.id, idEtapa: Etapa.id, idEtiqueta: Etiqueta.id };
}

export async function criarCard(pagina: Page, idFluxo: string, descricao: string): Promise<string> {
  const { Instancia } = await corpo<{ Instancia: { id: string } }>(
    await pagina.request.post('/api/instancias/inserir', {
      headers: CABECALHOS,
      data: { Instancia: { idFluxo, descricao, listaEtiquetas: [], listaValoresFormulario: { CLIENTE: 'ACME' } } },
    }),
  );
  return Instancia.id;
}

export interface CardLido {
  descricao: string;
  numComentariosHumanos: number;
  numTotalAnexos: number;
  numItensChecked: number;
  numItensUnchecked: number;
  listaInstanciaEtiquetas: Array<{ Etiqueta: { descricao: string } }>;
}

export async function lerCard(pagina: Page, idInstancia: string): Promise<CardLido> {
  const resposta = await pagina.request.get(`/api/instancias/buscar-por-id/${idInstancia}`, { headers: CABECALHOS });
  expect(resposta.status()).toBe(200);
  return ((await resposta.json()) as { Instancia: CardLido }).Instancia;
}

/** A call of the session API from the page (its cookies), failing the test on an answer >= 300. */
export async function chamarApi<T>(
  pagina: Page,
  metodo: 'post' | 'put' | 'patch' | 'delete',
  caminho: string,
  data?: unknown,
): Promise<T> {
  const resposta = await pagina.request[metodo](caminho, { headers: CABECALHOS, data });
  expect(resposta.status(), `${metodo.toUpperCase()} ${caminho}: ${await resposta.text()}`).toBeLessThan(300);
  return (await resposta.json().catch(() => ({}))) as T;
}

/** chamarApi with POST, the most common arrange call. */
export const postarApi = <T>(pagina: Page, caminho: string, data: unknown): Promise<T> =>
  chamarApi<T>(pagina, 'post', caminho, data);
