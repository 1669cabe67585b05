import { beforeAll, describe, expect, it } from 'vitest';
import { mensagensCard } from '@wf/shared/constants/cards';
import type {
  RespostaContadores,
  RespostaFiltroInstancias,
  RespostaHistorico,
  RespostaInstancia,
  RespostaInstanciaAlterada,
  RespostaSequencia,
} from '@wf/shared/types/instancia';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  campo,
  criarEtapa,
  criarEtiqueta,
  criarFluxo,
  fluxoComTresEtapas,
  outraPessoa,
  type Pessoa,
} from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';
import { criarCard, inserirCard, salvarCampos } from './support/instancias';

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const diaRelativo = (dias: number) => {
  const d = new Date(`${hojeSp()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
};

describe('creating a card', () => {
  it('creates it in the initial stage, at the top, with the generated id, counters and history', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [
      campo('Código', { keyCampo: 'campoId', indHashAleatoria: false, configCampoId: 'PC-{{AAAA}}-{{NS}}' }),
    ]);
    const seq = await dono.http.get<RespostaSequencia>(`/api/instancias/next-sequence-card/${fluxo.id}`, {
      sigla: dono.sigla,
    });
    expect(seq.body.sequencia).toBe(1);

    const r = await inserirCard(dono, fluxo.id, {
      descricao: 'Primeiro',
      detalhes: '<p>Oi<script>alert(1)</script></p>',
    });
    const segundo = await criarCard(dono, fluxo.id, 'Segundo');

    expect(r.status).toBe(201);
    expect(r.body.mensagem).toBe(mensagensCard.cardCriado);
    const ano = hojeSp().slice(0, 4);
    expect(r.body.Instancia).toMatchObject({ descricao: 'Primeiro', idUnico: `PC-${ano}-000001`, Etapa: { id: a.id } });
    expect(r.body.Instancia.detalhes).toBe('<p>Oi</p>');
    expect(segundo.idUnico).toBe(`PC-${ano}-000002`);
    expect(r.body.Instancia.jsonDadosExecucao.listaValoresFormulario.CODIGO).toBe(`PC-${ano}-000001`);
    const seq2 = await dono.http.get<RespostaSequencia>(`/api/instancias/next-sequence-card/${fluxo.id}`, {
      sigla: dono.sigla,
    });
    expect(seq2.body.sequencia).toBe(3);
    const contadores = await dono.http.get<RespostaContadores>(`/api/instancias/contadores/${fluxo.id}`, {
      sigla: dono.sigla,
    });
    expect(contadores.body.listaContadores.find((c) => c.idEtapa === a.id)?.totalCardsPresentes).toBe(2);
    const pagina = await dono.http.get<{ listaInstancias: Array<{ descricao: string; ordem: number }>; total: number }>(
      `/api/instancias/buscar-por-etapa/${a.id}`,
      { sigla: dono.sigla },
    );
    expect(pagina.body.total).toBe(2);
    expect(pagina.body.listaInstancias.map((c) => [c.descricao, c.ordem])).toEqual([
      ['Segundo', 1],
      ['Primeiro', 2],
    ]);
    const hist = await dono.http.get<RespostaHistorico>(`/api/instancia/historico/buscar-por-instancia/${segundo.id}`, {
      sigla: dono.sigla,
    });
    expect(hist.body.listaHistorico).toMatchObject([{ acao: 'criado', Etapa: { id: a.id }, emailUsuario: dono.email }]);
  });

  it("refuses an empty title with 'Descrição do card é obrigatório'", async () => {
    const fluxo = await criarFluxo(dono);
    await criarEtapa(dono, fluxo.id, 'Entrada');

    const r = await inserirCard(dono, fluxo.id, { descricao: '  ' });

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe('Descrição do card é obrigatório');
  });

  it('checks the initial form: required, min and max length, URL', async () => {
    const fluxo = await criarFluxo(dono);
    const { Etapa: a } = await criarEtapa(dono, fluxo.id, 'Entrada');
    await salvarCampos(dono, a.id, [
      campo('Fornecedor', { indObrigatorio: true }),
      campo('Justificativa', { keyCampo: 'textoLongo', switchLength: true, minLength: 5, maxLength: 10 }),
      campo('Site', { keyCampo: 'link' }),
    ]);

    const semObrigatorio = await inserirCard(dono, fluxo.id, {});
    const curto = await inserirCard(dono, fluxo.id, {
      listaValoresFormulario: { FORNECEDOR: 'X', JUSTIFICATIVA: 'abc' },
    });
    const longo = await inserirCard(dono, fluxo.id, {
      listaValoresFormulario: { FORNECEDOR: 'X', JUSTIFICATIVA: 'abcdefghijklmno' },
    });
    const url = await inserirCard(dono, fluxo.id, { listaValoresFormulario: { FORNECEDOR: 'X', SITE: 'ftp://x.com' } });
    const ok = await inserirCard(dono, fluxo.id, {
      listaValoresFormulario: { FORNECEDOR: 'ACME', JUSTIFICATIVA: 'abcdef', SITE: 'https://acme.com' },
    });

    expect(semObrigatorio.status).toBe(400);
    expect(comoErro(semObrigatorio).mensagem).toBe('Campo Fornecedor é obrigatório!');
    expect(comoErro(curto).mensagem).toBe('Campo Justificativa é menor que o tamanho mínimo!');
    expect(comoErro(longo).mensagem).toBe('Campo Justificativa é maior que o tamanho máximo!');
    expect(comoErro(url).mensagem).toBe('O valor deve ser uma URL válida (http ou https)');
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it('refuses a due date before today and labels of another flow', async () => {
    const { fluxo } = await fluxoComTresEtapas(dono);
    const outro = await criarFluxo(dono);
    const etiquetaDeOutro = await criarEtiqueta(dono, outro.id);

    const passado = await inserirCard(dono, fluxo.id, { dataVencimento: diaRelativo(-1) });
    const hoje = await inserirCard(dono, fluxo.id, { dataVencimento: hojeSp() });
    const etiqueta = await inserirCard(dono, fluxo.id, { listaEtiquetas: [etiquetaDeOutro.id] });

    expect(passado.status).toBe(400);
    expect(comoErro(passado).mensagem).toBe('A data de vencimento não pode ser anterior a hoje');
    expect(hoje.status).toBe(201);
    expect(etiqueta.status).toBe(400);
    expect(comoErro(etiqueta).mensagem).toBe(mensagensCard.etiquetaDeOutroFluxo);
  });
});

describe('opening and changing a card', () => {
  it("answers 403 'Você não tem permissão para abrir este card!' with restrAbrirCard, 404 to who does not see the flow", async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const restrito = await outraPessoa(amb, 'Rita Restrita');
    const estranho = await outraPessoa(amb, 'Ernesto Estranho');
    await autorizar(dono, a.id, restrito.email, { restrAbrirCard: 'S' });

    const r = await restrito.http.get(`/api/instancias/buscar-por-id/${card.id}`, { sigla: restrito.sigla });
    const e = await estranho.http.get(`/api/instancias/buscar-por-id/${card.id}`, { sigla: estranho.sigla });
    const d = await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${card.id}`, { sigla: dono.sigla });

    expect(r.status).toBe(403);
    expect(comoErro(r).mensagem).toBe('Você não tem permissão para abrir este card!');
    expect(e.status).toBe(404);
    expect(comoErro(e).mensagem).toBe('Card não encontrado');
    expect(d.status).toBe(200);
    expect(d.body.Instancia.id).toBe(card.id);
  });

  it('updates title, details and due date; restrictions of the person refuse with 403', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const pessoa = await outraPessoa(amb, 'Tiago Título');
    await autorizar(dono, a.id, pessoa.email, { restrTitulo: 'S' } as never);

    const ok = await dono.http.put<RespostaInstanciaAlterada>(
      `/api/instancias/atualizar/${card.id}`,
      { descricao: 'Novo título', dataVencimento: diaRelativo(3) },
      { sigla: dono.sigla },
    );
    const passado = await dono.http.put(
      `/api/instancias/atualizar/${card.id}`,
      { dataVencimento: diaRelativo(-2) },
      { sigla: dono.sigla },
    );
    const restrito = await pessoa.http.put(
      `/api/instancias/atualizar/${card.id}`,
      { descricao: 'Outro' },
      { sigla: pessoa.sigla },
    );

    expect(ok.status).toBe(200);
    expect(ok.body.Instancia).toMatchObject({ descricao: 'Novo título', dataVencimento: diaRelativo(3) });
    expect(comoErro(passado).mensagem).toBe('A data de vencimento não pode ser anterior a hoje');
    expect(restrito.status).toBe(403);
    expect(comoErro(restrito).mensagem).toBe(mensagensCard.semPermissaoTitulo);
  });

  it("tells the card modal the person's restrictions on the card's stage", async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const pessoa = await outraPessoa(amb, 'Cecília Comentário');
    await autorizar(dono, a.id, pessoa.email, { restrComentarios: 'S' } as never);

    const dela = await pessoa.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${card.id}`, {
      sigla: pessoa.sigla,
    });
    const doDono = await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${card.id}`, {
      sigla: dono.sigla,
    });

    expect(dela.body.Instancia.restricoes).toMatchObject({ restrComentarios: 'S', restrTitulo: 'N' });
    expect(Object.values(doDono.body.Instancia.restricoes ?? {})).not.toContain('S');
  });

  it('only the author deletes a card; the stage counter follows', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    const colega = await outraPessoa(amb, 'Carla Colega');
    await autorizar(dono, a.id, colega.email, { executar: 'S' });
    const doColega = await criarCard(colega, fluxo.id, 'Do colega');
    const doDono = await criarCard(dono, fluxo.id, 'Do dono');

    const negado = await dono.http.delete(`/api/instancias/excluir/${doColega.id}`, { sigla: dono.sigla });
    const ok = await dono.http.delete(`/api/instancias/excluir/${doDono.id}`, { sigla: dono.sigla });
    const depois = await dono.http.get(`/api/instancias/buscar-por-id/${doDono.id}`, { sigla: dono.sigla });
    const hist = await dono.http.get(`/api/instancia/historico/buscar-por-instancia/${doDono.id}`, {
      sigla: dono.sigla,
    });
    const contadores = await dono.http.get<RespostaContadores>(`/api/instancias/contadores/${fluxo.id}`, {
      sigla: dono.sigla,
    });

    expect(negado.status).toBe(403);
    expect(comoErro(negado).mensagem).toBe('Somente o autor pode excluir este card');
    expect(ok.status).toBe(200);
    expect(depois.status).toBe(404);
    expect(hist.status).toBe(404);
    expect(contadores.body.listaContadores.find((c) => c.idEtapa === a.id)?.totalCardsPresentes).toBe(1);
  });

  it('saves form values of the current stage, checked by type; not-editable fields are refused', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [
      campo('Valor', { keyCampo: 'moeda' }),
      campo('E-mail', { keyCampo: 'email', nomeVariavel: 'EMAIL' }),
      campo('Site', { keyCampo: 'link' }),
      campo('Fixo', { keyCampo: 'textoCurto', indEditavel: false }),
      campo('Tipo', { keyCampo: 'radio', opcoesListagensManual: [{ id: '1', label: 'A', value: 'a' }] }),
    ]);
    const card = await criarCard(dono, fluxo.id);
    const salvar = (valores: Record<string, unknown>) =>
      dono.http.put<RespostaInstanciaAlterada>(
        `/api/instancia/formulario/atualizar/${card.id}`,
        { newValuesFormulario: valores },
        { sigla: dono.sigla },
      );

    const ok = await salvar({ VALOR: '1.234,5', EMAIL: 'Ana@Teste.com', TIPO: 'a' });
    const url = await salvar({ SITE: 'javascript:alert(1)' });
    const fixo = await salvar({ FIXO: 'x' });
    const opcao = await salvar({ TIPO: 'z' });
    const inexistente = await salvar({ NAO_EXISTE: 'x' });

    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.Instancia.jsonDadosExecucao.listaValoresFormulario).toMatchObject({
      VALOR: 1234.5,
      EMAIL: 'ana@teste.com',
      TIPO: 'a',
    });
    expect(comoErro(url).mensagem).toBe('O valor deve ser uma URL válida (http ou https)');
    expect(comoErro(fixo).mensagem).toBe('Campo Fixo não pode ser editado');
    expect(comoErro(opcao).mensagem).toBe(mensagensCard.opcaoInvalida);
    expect(inexistente.status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('a card of one tenant cannot be reached by id from another (get, update, move, delete)', async () => {
    const { fluxo, b } = await fluxoComTresEtapas(dono);
    const card = await criarCard(dono, fluxo.id);
    const { dono: outroDono } = await ambienteComDono();

    const get = await outroDono.http.get(`/api/instancias/buscar-por-id/${card.id}`, { sigla: outroDono.sigla });
    const put = await outroDono.http.put(
      `/api/instancias/atualizar/${card.id}`,
      { descricao: 'x' },
      { sigla: outroDono.sigla },
    );
    const mover = await outroDono.http.patch(
      '/api/instancias/mover',
      { idInstancia: card.id, idEtapaDestino: b.id },
      { sigla: outroDono.sigla },
    );
    const del = await outroDono.http.delete(`/api/instancias/excluir/${card.id}`, { sigla: outroDono.sigla });
    const pagina = await outroDono.http.get(`/api/instancias/buscar-por-etapa/${b.id}`, { sigla: outroDono.sigla });
    const aindaLa = await dono.http.get<RespostaInstancia>(`/api/instancias/buscar-por-id/${card.id}`, {
      sigla: dono.sigla,
    });

    for (const r of [get, put, mover, del, pagina]) expect(r.status).toBe(404);
    expect(aindaLa.body.Instancia.descricao).toBe(card.descricao);
  });

  it('a cursor of another stage or tenant is refused', async () => {
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    for (let i = 0; i < 3; i++) await criarCard(dono, fluxo.id, `C${i}`);
    const p1 = await dono.http.get<{ proximoCursor: string }>(`/api/instancias/buscar-por-etapa/${a.id}?max=1`, {
      sigla: dono.sigla,
    });

    const outraEtapa = await dono.http.get(
      `/api/instancias/buscar-por-etapa/${b.id}?max=1&cursor=${encodeURIComponent(p1.body.proximoCursor)}`,
      { sigla: dono.sigla },
    );
    const lixo = await dono.http.get(`/api/instancias/buscar-por-etapa/${a.id}?cursor=abc`, { sigla: dono.sigla });

    expect(outraEtapa.status).toBe(400);
    expect(comoErro(outraEtapa).mensagem).toBe(mensagensCard.cursorInvalido);
    expect(lixo.status).toBe(400);
  });
});

describe('list filter', () => {
  it('filters by text (accents and case ignored), due dates, responsible and labels', async () => {
    const { fluxo } = await fluxoComTresEtapas(dono);
    const urgente = await criarEtiqueta(dono, fluxo.id, 'Urgente');
    await criarCard(dono, fluxo.id, 'Aquisição de CADEIRAS', { listaEtiquetas: [urgente.id] });
    await criarCard(dono, fluxo.id, 'Mesa', { dataVencimento: diaRelativo(3) });
    await criarCard(dono, fluxo.id, 'Armário', { dataVencimento: diaRelativo(30) });
    const filtrar = async (q: string) => {
      const r = await dono.http.get<RespostaFiltroInstancias>(`/api/instancias/filtrar?idFluxo=${fluxo.id}&${q}`, {
        sigla: dono.sigla,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.listaInstancias.map((c) => c.descricao).sort();
    };

    expect(await filtrar('textoPesquisa=aquisicao%20de%20cadeiras')).toEqual(['Aquisição de CADEIRAS']);
    expect(await filtrar('cardsVencendoSemana=S')).toEqual(['Mesa']);
    expect(await filtrar('cardsSemDatas=S')).toEqual(['Aquisição de CADEIRAS']);
    expect(await filtrar('cardsVencidos=S')).toEqual([]);
    expect(await filtrar('cardSemResponsaveis=S')).toEqual(['Aquisição de CADEIRAS', 'Armário', 'Mesa']);
    expect(await filtrar('cardsAtribuidosMim=S')).toEqual([]);
    expect(await filtrar(`idsEtiquetas=${urgente.id},outra`)).toEqual(['Aquisição de CADEIRAS']);
  });
});
