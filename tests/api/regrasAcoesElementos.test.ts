import { beforeAll, describe, expect, it } from 'vitest';
import type { Anexo, RespostaInstancia, UploadConcedido } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { enviarArquivo } from './support/cards';
import { campo, criarEtiqueta, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { salvarCampos } from './support/instancias';
import {
  cardPelaApi,
  contextoAcao,
  erroAoPreparar,
  eventosDaRegra,
  prepararEExecutarDuasVezes,
  PROFUNDIDADE,
  pessoasDasAcoes,
  cardNoFluxoDoCriador,
} from './support/regrasAcoes';

/**
 * The rules' actions on a card's labels, responsibles and form attachments, against the test
 * runtime with its real dependencies, each executed twice with the same context (a redelivered
 * event): read back through the API, changed once, events carrying the rule's depth.
 */

let dono: Pessoa;
let criador: Pessoa;
let deps: AppDeps;

beforeAll(async () => {
  ({ dono, criador, deps } = await pessoasDasAcoes());
});

const s = () => ({ sigla: dono.sigla });

const cardNumFluxo = () => cardNoFluxoDoCriador(dono, criador);

describe('adicionarEtiquetas and removerEtiquetas', () => {
  it('adds the flow labels once each, then removes them once each', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const urgente = await criarEtiqueta(dono, fluxo.id, 'Urgente');
    const compras = await criarEtiqueta(dono, fluxo.id, 'Compras', '#1677ff');
    const ctx = contextoAcao(deps, criador, {
      idFluxo: fluxo.id,
      idInstancia: card.id,
      variaveis: { ETIQUETA: compras.id },
    });

    const r = await prepararEExecutarDuasVezes('adicionarEtiquetas', ctx, {
      addEtiquetasIds: `${urgente.id}, {{ETIQUETA}}`,
    });

    expect(r.payload).toEqual({
      etiquetas: [
        { id: urgente.id, descricao: 'Urgente' },
        { id: compras.id, descricao: 'Compras' },
      ],
    });
    expect((await cardPelaApi(dono, card.id)).listaInstanciaEtiquetas.map((e) => e.id).sort()).toEqual(
      [urgente.id, compras.id].sort(),
    );
    const vinculadas = await eventosDaRegra(card.id, 'etiquetaVinculada', 2);
    expect(vinculadas).toHaveLength(2);
    expect(vinculadas.every((e) => e.profundidadeRegra === PROFUNDIDADE && e.alteradoPor === criador.email)).toBe(true);

    const ctx2 = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });
    await prepararEExecutarDuasVezes('removerEtiquetas', ctx2, { removerEtiquetasIds: urgente.id });
    expect((await cardPelaApi(dono, card.id)).listaInstanciaEtiquetas.map((e) => e.id)).toEqual([compras.id]);
    expect(await eventosDaRegra(card.id, 'etiquetaDesvinculada')).toHaveLength(1);
  });

  it('refuses a label that is not of the card flow', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const outro = await fluxoComTresEtapas(dono);
    const alheia = await criarEtiqueta(dono, outro.fluxo.id, 'Alheia');
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });
    expect(await erroAoPreparar('adicionarEtiquetas', ctx, { addEtiquetasIds: alheia.id })).toBe(
      `Etiquetas que não são do fluxo: ${alheia.id}`,
    );
  });
});

describe('adicionarResponsaveis and removerResponsaveis', () => {
  it('adds people of the flow once each (e-mails and variables), then removes one once', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const ctx = contextoAcao(deps, criador, {
      idFluxo: fluxo.id,
      idInstancia: card.id,
      variaveis: { 'usuario.email': dono.email },
    });

    const r = await prepararEExecutarDuasVezes('adicionarResponsaveis', ctx, {
      addResponsaveis: `{{usuario.email}},${criador.email.toUpperCase()}`,
    });

    expect(r.payload).toEqual({ emails: [dono.email, criador.email] });
    expect((await cardPelaApi(dono, card.id)).listaInstanciaResp.map((p) => p.email).sort()).toEqual(
      [dono.email, criador.email].sort(),
    );
    const eventos = await eventosDaRegra(card.id, 'pessoaResponsavel', 2);
    expect(eventos).toHaveLength(2);
    expect(eventos.every((e) => e.profundidadeRegra === PROFUNDIDADE)).toBe(true);

    const ctx2 = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });
    await prepararEExecutarDuasVezes('removerResponsaveis', ctx2, { removeResponsaveis: dono.email });
    expect((await cardPelaApi(dono, card.id)).listaInstanciaResp.map((p) => p.email)).toEqual([criador.email]);
    expect(await eventosDaRegra(card.id, 'responsavelRemovido')).toHaveLength(1);
  });

  it('refuses a person who has no access to the flow', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });
    expect(await erroAoPreparar('adicionarResponsaveis', ctx, { addResponsaveis: 'estranho@fora.com.br' })).toBe(
      'Pessoas sem acesso ao fluxo: estranho@fora.com.br',
    );
  });
});

describe('copiarAnexoFormulario and moverAnexoFormulario', () => {
  const PDF = Buffer.from('%PDF-1.4 contrato');

  /** A card whose stage form has the attachment field DOCUMENTOS holding one uploaded PDF. */
  async function cardComArquivoNoCampo() {
    const { fluxo, a, card } = await cardNumFluxo();
    const documentos = campo('Documentos', { keyCampo: 'anexo', tiposArquivosAceitos: ['pdf'] });
    await salvarCampos(dono, a.id, [documentos]);
    const g = await dono.http.post<UploadConcedido>(
      `/api/instancia/anexos/solicitar-upload/${card.id}`,
      { nomeArquivo: 'contrato.pdf', tipoMime: 'application/pdf', tamanho: PDF.length, nomeVariavel: 'DOCUMENTOS' },
      s(),
    );
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect((await enviarArquivo(g.body.uploadUrl, PDF, 'application/pdf')).status).toBe(200);
    const c = await dono.http.post<{ Anexo: Anexo }>(
      `/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${card.id}`,
      {},
      s(),
    );
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    return { fluxo, card, idAnexo: c.body.Anexo.id, dataIndex: `anexo_${documentos.id}` };
  }

  const anexosDoCard = async (idInstancia: string) =>
    (await dono.http.get<{ listaAnexos: Anexo[] }>(`/api/instancia/anexos/buscar-por-instancia/${idInstancia}`, s()))
      .body.listaAnexos;
  const valores = async (idInstancia: string) =>
    (await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${idInstancia}`, s())).body.Instancia
      .jsonDadosExecucao.listaValoresFormulario;

  it('copy: the file becomes a card attachment once (its own bytes), and stays in the field', async () => {
    const { fluxo, card, idAnexo, dataIndex } = await cardComArquivoNoCampo();
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('copiarAnexoFormulario', ctx, { campos: [dataIndex] });

    expect(r.payload).toEqual({
      campos: [{ dataIndex, nomeVariavel: 'DOCUMENTOS', titulo: 'Documentos', idsAnexos: [idAnexo] }],
    });
    const anexos = await anexosDoCard(card.id);
    expect(anexos.map((a) => a.nomeArquivo)).toEqual(['contrato.pdf', 'contrato.pdf']);
    const copia = anexos.find((a) => a.id !== idAnexo)!;
    expect(Buffer.from(await (await fetch(copia.url)).arrayBuffer()).equals(PDF)).toBe(true);
    expect((await valores(card.id)).DOCUMENTOS).toEqual([idAnexo]);
    expect((await cardPelaApi(dono, card.id)).numTotalAnexos).toBe(2);
    const eventos = await eventosDaRegra(card.id, 'anexoAdicionado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ idAnexo: copia.id, profundidadeRegra: PROFUNDIDADE });
  });

  it('move: the file leaves the field and stays a card attachment, once', async () => {
    const { fluxo, card, idAnexo, dataIndex } = await cardComArquivoNoCampo();
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('moverAnexoFormulario', ctx, { campos: [dataIndex] });

    expect(r.segunda?.detalhes).toBe('0 anexo(s) movidos para o card');
    expect((await anexosDoCard(card.id)).map((a) => a.id)).toEqual([idAnexo]);
    expect((await valores(card.id)).DOCUMENTOS ?? []).toEqual([]);
    expect((await cardPelaApi(dono, card.id)).numTotalAnexos).toBe(1);
    const eventos = await eventosDaRegra(card.id, 'campoFormularioAtualizado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ nomesVariaveis: ['DOCUMENTOS'], profundidadeRegra: PROFUNDIDADE });
    // An ordinary attachment now: deleting it leaves the form alone.
    const excluir = await dono.http.delete(`/api/instancia/anexos/excluir/${idAnexo}?idInstancia=${card.id}`, s());
    expect(excluir.status, JSON.stringify(excluir.body)).toBe(200);
  });
});
