import { beforeAll, describe, expect, it } from 'vitest';
import type { Comentario } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../functions/src/kernel/deps';
import { campo, type Pessoa } from './support/fluxos';
import { criarCard, moverCard, salvarCampos } from './support/instancias';
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
 * The rules' actions that change a card's data (due date, title, details, comment, form values,
 * field settings), against the test runtime with its real dependencies: variables filled,
 * executed twice with the same context (a redelivered event), the effect read back through the
 * API once, its event carrying the rule's depth. The rule's creator may not execute in the
 * stages (the action acts as the system).
 */

let dono: Pessoa;
let criador: Pessoa;
let deps: AppDeps;

beforeAll(async () => {
  ({ dono, criador, deps } = await pessoasDasAcoes());
});

const s = () => ({ sigla: dono.sigla });

const cardNumFluxo = (descricao = 'Comprar notebook') => cardNoFluxoDoCriador(dono, criador, descricao);

const daquiA = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);

describe('definirVencimento', () => {
  it('parses DD/MM/YYYY from a variable to ISO and sets it once', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const iso = daquiA(10);
    const br = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id, variaveis: { PRAZO: br } });

    const r = await prepararEExecutarDuasVezes('definirVencimento', ctx, { dataVencimento: '{{PRAZO}}' });

    expect(r.payload).toEqual({ dataVencimento: iso });
    expect((await cardPelaApi(dono, card.id)).dataVencimento).toBe(iso);
    const eventos = await eventosDaRegra(card.id, 'cardAtualizado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({
      campos: ['dataVencimento'],
      profundidadeRegra: PROFUNDIDADE,
      alteradoPor: criador.email,
    });
  });

  it('refuses a text that is no date and a date before today', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });
    expect(await erroAoPreparar('definirVencimento', ctx, { dataVencimento: '31/02/2030' })).toContain(
      'Data de vencimento inválida',
    );
    expect(await erroAoPreparar('definirVencimento', ctx, { dataVencimento: '2020-01-01' })).toBe(
      'A data de vencimento não pode ser anterior a hoje',
    );
  });
});

describe('atualizarDescricao and atualizarDetalhes', () => {
  it('sets the title with its variables filled, once', async () => {
    const { fluxo, card } = await cardNumFluxo('Pedido');
    const ctx = contextoAcao(deps, criador, {
      idFluxo: fluxo.id,
      idInstancia: card.id,
      variaveis: { 'card.titulo': 'Pedido', VALOR: '5000' },
    });

    const r = await prepararEExecutarDuasVezes('atualizarDescricao', ctx, {
      descricao: '{{card.titulo}} - R$ {{VALOR}}',
    });

    expect(r.payload).toEqual({ descricao: 'Pedido - R$ 5000' });
    expect((await cardPelaApi(dono, card.id)).descricao).toBe('Pedido - R$ 5000');
    const eventos = await eventosDaRegra(card.id, 'cardAtualizado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ campos: ['descricao'], profundidadeRegra: PROFUNDIDADE });
  });

  it('sets the details (sanitised like a person’s), once', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const ctx = contextoAcao(deps, criador, {
      idFluxo: fluxo.id,
      idInstancia: card.id,
      variaveis: { 'usuario.nome': 'Ana' },
    });

    await prepararEExecutarDuasVezes('atualizarDetalhes', ctx, {
      detalhes: '<p>Aprovado por {{usuario.nome}}</p><script>x()</script>',
    });

    expect((await cardPelaApi(dono, card.id)).detalhes).toBe('<p>Aprovado por Ana</p>');
    const eventos = await eventosDaRegra(card.id, 'cardAtualizado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ campos: ['detalhes'], profundidadeRegra: PROFUNDIDADE });
  });
});

describe('adicionarComentario', () => {
  it('writes one system comment by the rule creator, even when run twice', async () => {
    const { fluxo, card } = await cardNumFluxo();
    const ctx = contextoAcao(deps, criador, {
      idFluxo: fluxo.id,
      idInstancia: card.id,
      variaveis: { 'etapa.nome': 'Aprovação' },
    });

    const r = await prepararEExecutarDuasVezes('adicionarComentario', ctx, {
      comment: '<p>Aguardando diretoria em {{etapa.nome}}</p>',
    });

    expect(r.segunda?.detalhes).toBe('Comentário já adicionado');
    const lista = await dono.http.get<{ listaComentarios: Comentario[] }>(
      `/api/instancia/comentarios/buscar-por-instancia/${card.id}`,
      s(),
    );
    expect(lista.body.listaComentarios.map((c) => [c.comentario, c.geradoPeloSistema, c.emailUsuario])).toEqual([
      ['<p>Aguardando diretoria em Aprovação</p>', 'S', criador.email],
    ]);
    const eventos = await eventosDaRegra(card.id, 'comentarioAdicionado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ geradoPeloSistema: 'S', profundidadeRegra: PROFUNDIDADE });
  });
});

describe('alterarValoresCampos', () => {
  it('writes the values of the current stage form, each checked by its field, once', async () => {
    const { fluxo, a, card } = await cardNumFluxo();
    await salvarCampos(dono, a.id, [
      campo('Valor', { keyCampo: 'number' }),
      campo('Status', { keyCampo: 'textoCurto' }),
    ]);
    const ctx = contextoAcao(deps, criador, {
      idFluxo: fluxo.id,
      idInstancia: card.id,
      variaveis: { 'usuario.email': criador.email },
    });

    const r = await prepararEExecutarDuasVezes('alterarValoresCampos', ctx, {
      campos: [
        { nome: 'VALOR', valor: '5000,50' },
        { nome: 'STATUS', valor: 'Aprovado por {{usuario.email}}' },
      ],
    });

    expect(r.payload).toEqual({ valores: { VALOR: 5000.5, STATUS: `Aprovado por ${criador.email}` } });
    expect((await cardPelaApi(dono, card.id)).jsonDadosExecucao.listaValoresFormulario).toMatchObject({
      VALOR: 5000.5,
      STATUS: `Aprovado por ${criador.email}`,
    });
    const eventos = await eventosDaRegra(card.id, 'campoFormularioAtualizado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ nomesVariaveis: ['VALOR', 'STATUS'], profundidadeRegra: PROFUNDIDADE });
  });

  it('refuses a field the stage form does not have and a value its field refuses', async () => {
    const { fluxo, a, card } = await cardNumFluxo();
    await salvarCampos(dono, a.id, [campo('Valor', { keyCampo: 'number' })]);
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });
    expect(await erroAoPreparar('alterarValoresCampos', ctx, { campos: [{ nome: 'NAO_HA', valor: '1' }] })).toBe(
      'O campo NAO_HA não existe no formulário da etapa do card',
    );
    expect(await erroAoPreparar('alterarValoresCampos', ctx, { campos: [{ nome: 'VALOR', valor: 'muito' }] })).toMatch(
      /n[úu]mero/i,
    );
  });
});

describe('alterarConfiguracaoCampos', () => {
  it("makes a field required, hidden or read-only for THIS card: the move's check and the form's save honour it", async () => {
    const { fluxo, a, b, card } = await cardNumFluxo();
    const outro = await criarCard(dono, fluxo.id, 'Outro card');
    const campos = [campo('Justificativa'), campo('Codigo'), campo('Obs', { indObrigatorio: true })];
    await salvarCampos(dono, a.id, campos);
    // A field's dataIndex is `<keyCampo>_<id>` (the editor's own naming).
    const di = (titulo: string) => campos.filter((c) => c.titulo === titulo).map((c) => `${c.keyCampo}_${c.id}`)[0]!;
    const ctx = contextoAcao(deps, criador, { idFluxo: fluxo.id, idInstancia: card.id });

    const r = await prepararEExecutarDuasVezes('alterarConfiguracaoCampos', ctx, {
      campos: [
        { dataIndex: di('Justificativa'), indObrigatorio: 'S', indEditavel: 'S', indOculto: 'N' },
        { dataIndex: di('Codigo'), indObrigatorio: 'N', indEditavel: 'N', indOculto: 'N' },
        { dataIndex: di('Obs'), indObrigatorio: 'N', indEditavel: 'S', indOculto: 'S' },
      ],
    });

    expect(r.segunda?.detalhes).toBe('Os campos já tinham essa configuração');
    const lido = await cardPelaApi(dono, card.id);
    expect(lido.configuracaoCampos?.[di('Justificativa')]).toEqual({
      indObrigatorio: true,
      indEditavel: true,
      indOculto: false,
    });
    // Required for this card (JUSTIFICATIVA), no longer for it (OBS hidden): the move names only the first.
    const bloqueado = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id });
    expect(bloqueado.status).toBe(422);
    expect(JSON.stringify(bloqueado.body)).toContain('Justificativa');
    expect(JSON.stringify(bloqueado.body)).not.toContain('Obs');
    // Read-only for this card only.
    const soLeitura = await dono.http.put(
      `/api/instancia/formulario/atualizar/${card.id}`,
      { newValuesFormulario: { CODIGO: 'X' } },
      s(),
    );
    expect(soLeitura.status).toBe(400);
    const noOutro = await dono.http.put(
      `/api/instancia/formulario/atualizar/${outro.id}`,
      { newValuesFormulario: { CODIGO: 'X' } },
      s(),
    );
    expect(noOutro.status, JSON.stringify(noOutro.body)).toBe(200);
    const eventos = await eventosDaRegra(card.id, 'cardAtualizado');
    expect(eventos).toHaveLength(1);
    expect(eventos[0]).toMatchObject({ campos: ['configuracaoCampos'], profundidadeRegra: PROFUNDIDADE });
  });
});
