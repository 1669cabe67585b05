import { beforeAll, describe, expect, it } from 'vitest';
import type { Anexo, RespostaInstancia, UploadConcedido } from '@wf/shared/types/instancia';
import { comoErro } from './support/clienteHttp';
import { enviarArquivo, tileDoCard } from './support/cards';
import { ambienteComDono, campo, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard, salvarCampos } from './support/instancias';

let dono: Pessoa;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const s = () => ({ sigla: dono.sigla });
const PDF = Buffer.from('%PDF-1.4 contrato');
const arquivoPdf = { nomeArquivo: 'contrato.pdf', tipoMime: 'application/pdf', tamanho: PDF.length };

/** A card in stage A whose form has the attachment field DOCUMENTOS (added after the card exists). */
async function cardComCampoAnexo(extra: Record<string, unknown> = {}) {
  const { fluxo, a, b } = await fluxoComTresEtapas(dono);
  const card = await criarCard(dono, fluxo.id);
  await salvarCampos(dono, a.id, [
    campo('Documentos', { keyCampo: 'anexo', indObrigatorio: true, tiposArquivosAceitos: ['pdf'], ...extra }),
  ]);
  return { card, b };
}

const solicitar = (idCard: string, arquivo: Record<string, unknown>) =>
  dono.http.post<UploadConcedido>(`/api/instancia/anexos/solicitar-upload/${idCard}`, arquivo, s());

/** Grant, real PUT to the presigned URL, confirm: the attachment. */
async function anexarAoCampo(idCard: string, nomeVariavel = 'DOCUMENTOS'): Promise<Anexo> {
  const g = await solicitar(idCard, { ...arquivoPdf, nomeVariavel });
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  expect((await enviarArquivo(g.body.uploadUrl, PDF, 'application/pdf')).status).toBe(200);
  const c = await dono.http.post<{ Anexo: Anexo }>(
    `/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${idCard}`,
    {},
    s(),
  );
  expect(c.status, JSON.stringify(c.body)).toBe(201);
  return c.body.Anexo;
}

async function valoresDoCard(idCard: string): Promise<Record<string, unknown>> {
  const r = await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${idCard}`, s());
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Instancia.jsonDadosExecucao.listaValoresFormulario;
}

describe('stage-form attachment field', () => {
  it('does not stop a card from being created (its files come after), but still blocks the move', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Documentos', { keyCampo: 'anexo', indObrigatorio: true })]);

    const card = await criarCard(dono, fluxo.id);
    const bloqueado = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });

    expect(card.id).toBeTruthy();
    expect(bloqueado.status).toBe(422);
    expect(JSON.stringify(bloqueado.body)).toContain('Campo Documentos é obrigatório!');
  });

  it('blocks the move while required and empty; a file uploaded into it lets the card move', async () => {
    const { card, b } = await cardComCampoAnexo();

    const bloqueado = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });
    const anexo = await anexarAoCampo(card.id);
    const valores = await valoresDoCard(card.id);
    const liberado = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });

    expect(bloqueado.status).toBe(422);
    expect(JSON.stringify(bloqueado.body)).toContain('Campo Documentos é obrigatório!');
    expect(valores.DOCUMENTOS).toEqual([anexo.id]);
    expect(await tileDoCard(dono, card.id)).toMatchObject({ numTotalAnexos: 1 });
    expect(liberado.status, JSON.stringify(liberado.body)).toBe(200);
  });

  it("answers the field's type, size and count limits with their messages", async () => {
    const { card } = await cardComCampoAnexo({ tamanhoMaximoArquivo: 1, quantidadeMaximaArquivos: 1 });

    const tipo = await solicitar(card.id, {
      nomeArquivo: 'foto.png',
      tipoMime: 'image/png',
      tamanho: 10,
      nomeVariavel: 'DOCUMENTOS',
    });
    const tamanho = await solicitar(card.id, { ...arquivoPdf, tamanho: 1024 * 1024 + 1, nomeVariavel: 'DOCUMENTOS' });
    await anexarAoCampo(card.id);
    const quantidade = await solicitar(card.id, { ...arquivoPdf, nomeVariavel: 'DOCUMENTOS' });
    const outroCampo = await solicitar(card.id, { ...arquivoPdf, nomeVariavel: 'NAO_EXISTE' });

    expect([tipo.status, comoErro(tipo).mensagem]).toEqual([400, 'Você só pode carregar pdf como tipo de arquivo']);
    expect([tamanho.status, comoErro(tamanho).mensagem]).toEqual([400, 'O arquivo deve ser menor que 1MB!']);
    expect([quantidade.status, comoErro(quantidade).mensagem]).toEqual([400, 'Você só pode carregar 1 arquivos']);
    expect(outroCampo.status).toBe(400);
  });

  it('keeps refusing the field in the form save: its value changes only through uploads', async () => {
    const { card } = await cardComCampoAnexo();

    const r = await dono.http.put(
      `/api/instancia/formulario/atualizar/${card.id}`,
      { newValuesFormulario: { DOCUMENTOS: ['qualquer-id'] } },
      s(),
    );

    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('Anexos do formulário são enviados pelo envio de arquivos');
  });

  it('deleting the attachment empties the field, and the move is blocked again', async () => {
    const { card, b } = await cardComCampoAnexo();
    const anexo = await anexarAoCampo(card.id);

    const ex = await dono.http.delete(`/api/instancia/anexos/excluir/${anexo.id}?idInstancia=${card.id}`, s());
    const valores = await valoresDoCard(card.id);
    const bloqueado = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });

    expect(ex.status, JSON.stringify(ex.body)).toBe(200);
    expect(valores.DOCUMENTOS).toEqual([]);
    expect(await tileDoCard(dono, card.id)).toMatchObject({ numTotalAnexos: 0 });
    expect(bloqueado.status).toBe(422);
  });
});
