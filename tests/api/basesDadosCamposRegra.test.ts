import { beforeAll, describe, expect, it } from 'vitest';
import { ClienteHttp } from './support/clienteHttp';
import { cnpj, criarBase, fornecedor } from './support/basesDados';
import { enviarFormularioPublico, fluxoComFormularioPublico } from './support/cards';
import { ambienteComDono, campo, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, inserirCard, salvarCampos } from './support/instancias';
import { aguardarExecucoes, criarRegra, inserirRegra, jsonRegra } from './support/regras';
import { cardPelaApi } from './support/regrasAcoes';

/**
 * Data bases feeding cards: a combo field whose options come from a base's column (the value is
 * checked against the column; the public form reads options only of its own fields) and the
 * rules' lookup action `preencherVariaveisBaseDados` fired for real on card creation.
 */

let dono: Pessoa;
let outroTenant: Pessoa;
let idBase: string;

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
  outroTenant = (await ambienteComDono()).dono;
  idBase = await criarBase(dono, 'Fornecedores', [fornecedor(1), fornecedor(2), fornecedor(3)]);
});

const comboDaBase = (titulo: string, idColuna = 'nome', extra: Record<string, unknown> = {}) =>
  campo(titulo, {
    keyCampo: 'selecaoOpcoes',
    tipoCampoCombo: 'dataBase',
    vinculoDataBase: { idDataBase: idBase, idColuna },
    ...extra,
  });

describe('combo field fed by a data base', () => {
  it('takes a value of the column and refuses any other, on create and on form change', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [comboDaBase('Fornecedor')]);

    const card = await criarCard(dono, fluxo.id, 'Compra', { listaValoresFormulario: { FORNECEDOR: 'Fornecedor 2' } });
    expect((await cardPelaApi(dono, card.id)).jsonDadosExecucao.listaValoresFormulario).toMatchObject({
      FORNECEDOR: 'Fornecedor 2',
    });

    const errado = await inserirCard(dono, fluxo.id, { listaValoresFormulario: { FORNECEDOR: 'Fornecedor 99' } });
    expect(errado.status).toBe(400);
    expect(errado.body).toMatchObject({ mensagem: 'Opção inválida', tipo: 'EValidacao' });

    const alterar = (valor: string) =>
      dono.http.put<{ mensagem: string }>(
        `/api/instancia/formulario/atualizar/${card.id}`,
        { newValuesFormulario: { FORNECEDOR: valor } },
        { sigla: dono.sigla },
      );
    expect((await alterar('Fornecedor 77')).body).toMatchObject({ mensagem: 'Opção inválida' });
    expect((await alterar('fornecedor 3')).status).toBe(200);
  });
});

describe('public form options', () => {
  it('answers the options of the form’s own data-base fields only', async () => {
    const f = await fluxoComFormularioPublico(dono, [
      comboDaBase('Fornecedor'),
      campo('Observação'),
      comboDaBase('Escondido', 'email', { indOculto: true }),
    ]);
    const publico = new ClienteHttp();
    const opcoes = (campoNome: string, busca = '', hash = f.hash) =>
      publico.get<{ opcoes: { idRegistro: string; valor: string }[] }>(
        `/api/instancias/opcoes-publicas/${dono.sigla}/${hash}?campo=${campoNome}&busca=${encodeURIComponent(busca)}`,
        { semCookies: true },
      );

    const todas = await opcoes('FORNECEDOR');
    expect(todas.status, JSON.stringify(todas.body)).toBe(200);
    expect(todas.body.opcoes.map((o) => o.valor).sort()).toEqual(['Fornecedor 1', 'Fornecedor 2', 'Fornecedor 3']);
    expect((await opcoes('FORNECEDOR', 'forn')).body.opcoes).toHaveLength(3);

    // A field that is not a data-base combo, a hidden one and an unknown one: nothing read.
    for (const outro of ['OBSERVACAO', 'ESCONDIDO', 'QUALQUER']) {
      const r = await opcoes(outro);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ mensagem: 'Opção inválida' });
    }
    expect((await opcoes('FORNECEDOR', '', 'hash-que-nao-existe')).status).toBe(404);

    const invalido = await enviarFormularioPublico(dono.sigla, f.hash, {
      nome: 'Pedido',
      listaValoresFormulario: { FORNECEDOR: 'Outro' },
    });
    expect(invalido.status).toBe(400);
    const valido = await enviarFormularioPublico(dono.sigla, f.hash, {
      nome: 'Pedido',
      listaValoresFormulario: { FORNECEDOR: 'Fornecedor 1' },
    });
    expect(valido.status, JSON.stringify(valido.body)).toBe(201);
  });
});

const acaoBusca = (idDataBase: string) => ({
  key: 'preencherVariaveisBaseDados',
  formulario: {
    idDataBase,
    filtros: [{ variavel: 'CNPJ', idColuna: 'cnpj' }],
    atribuicoes: [
      { idColuna: 'nome', nomeVariavel: 'RAZAO_SOCIAL' },
      { idColuna: 'email', nomeVariavel: 'CONTATO' },
    ],
  },
});

describe('rule action preencherVariaveisBaseDados', () => {
  it('fills two fields from the first matching record on card creation, and records a miss without an error', async () => {
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [
      campo('CNPJ', { keyCampo: 'cnpj' }),
      campo('Razão social'),
      campo('Contato', { keyCampo: 'email' }),
    ]);
    const regra = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardCriado', acoes: [acaoBusca(idBase)] }));

    const card = await criarCard(dono, fluxo.id, 'Compra', { listaValoresFormulario: { CNPJ: cnpj('10000002') } });
    const [execucao] = await aguardarExecucoes(dono, regra.id, 1);
    expect(execucao, execucao?.detalhesErro ?? '').toMatchObject({ comErro: 'N' });
    expect((await cardPelaApi(dono, card.id)).jsonDadosExecucao.listaValoresFormulario).toMatchObject({
      RAZAO_SOCIAL: 'Fornecedor 2',
      CONTATO: 'contato2@fornecedor.com.br',
    });

    const semPar = await criarCard(dono, fluxo.id, 'Outra', { listaValoresFormulario: { CNPJ: cnpj('999999999') } });
    const execucoes = await aguardarExecucoes(dono, regra.id, 2);
    const daFalta = execucoes.find((e) => e.Instancia?.id === semPar.id);
    expect(daFalta).toMatchObject({ comErro: 'N' });
    expect(daFalta?.detalhesErro).toContain('Nenhum registro da base de dados "Fornecedores" confere com a pesquisa');
    const valores = (await cardPelaApi(dono, semPar.id)).jsonDadosExecucao.listaValoresFormulario;
    expect(valores.RAZAO_SOCIAL ?? null).toBeNull();
  });

  it('refuses at save time a base of another tenant, an unknown column and an incomplete form', async () => {
    const { fluxo } = await fluxoComTresEtapas(dono);
    const alheia = await criarBase(outroTenant, 'Dele');
    const salvar = (acao: Record<string, unknown>) =>
      inserirRegra(dono, {
        idFluxo: fluxo.id,
        descricao: 'Busca',
        ativo: 'S',
        jsonRegras: jsonRegra({ acoes: [acao as never] }),
      });

    const deOutro = await salvar(acaoBusca(alheia));
    expect(deOutro.status).toBe(404);
    expect(deOutro.body).toMatchObject({ mensagem: 'Base de dados não encontrada' });

    const coluna = acaoBusca(idBase);
    coluna.formulario.atribuicoes[0]!.idColuna = 'nao-existe';
    expect((await salvar(coluna)).body).toMatchObject({ mensagem: 'Coluna inválida' });

    const semFiltro = acaoBusca(idBase);
    semFiltro.formulario.filtros = [];
    expect((await salvar(semFiltro)).body).toMatchObject({ mensagem: 'Crie pelo menos um combo de pesquisa' });
    const filtroVazio = acaoBusca(idBase);
    filtroVazio.formulario.filtros = [{ variavel: '', idColuna: 'cnpj' }];
    expect((await salvar(filtroVazio)).body).toMatchObject({
      mensagem: 'Todos seus valores do combo de pesquisa devem estar preenchidos!',
    });
    const semBase = acaoBusca('');
    expect((await salvar(semBase)).body).toMatchObject({ mensagem: 'Selecione uma base de dados' });
  });
});
