import { beforeAll, describe, expect, it } from 'vitest';
import { criarBase, fornecedor } from './support/basesDados';
import { comoErro } from './support/clienteHttp';
import type { AmbienteDeTeste } from './support/ambientes';
import { ambienteComDono, autorizar, campo, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { salvarCampos } from './support/instancias';

/**
 * The options of a data base's column (GET /api/datasources/{id}/opcoes) are not a way to read
 * any base: whoever may edit the base reads any column; anyone else only the column a combo field
 * he may fill is bound to, naming that field (its stage, where he executes cards, and its variable).
 */

const SEM_ACESSO = [403, 'Você não tem acesso às opções desta coluna'];

let amb: AmbienteDeTeste;
let dono: Pessoa;
let colega: Pessoa;
let estranho: Pessoa;
let editora: Pessoa;
let idBase: string;
let etapaQuePreenche: string;
let etapaQueSoVe: string;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  colega = await outraPessoa(amb, 'Caio Colega');
  estranho = await outraPessoa(amb, 'Ester Estranha');
  editora = await outraPessoa(amb, 'Edna Editora');
  idBase = await criarBase(dono, 'Fornecedores', [fornecedor(1), fornecedor(2), fornecedor(3)]);
  const compartilhou = await dono.http.put(
    `/api/datasources/${idBase}/compartilhamentos`,
    { emails: [editora.email] },
    { sigla: dono.sigla },
  );
  expect(compartilhou.status, JSON.stringify(compartilhou.body)).toBe(200);

  const { a, b } = await fluxoComTresEtapas(dono);
  await salvarCampos(dono, a.id, [combo('Fornecedor', 'nome'), campo('Observação')]);
  await salvarCampos(dono, b.id, [combo('Contato', 'email')]);
  await autorizar(dono, a.id, colega.email, { executar: 'S', editar: 'N', autorizar: 'N' });
  await autorizar(dono, b.id, colega.email, { executar: 'N', editar: 'N', autorizar: 'N' });
  etapaQuePreenche = a.id;
  etapaQueSoVe = b.id;
});

const combo = (titulo: string, idColuna: string) =>
  campo(titulo, {
    keyCampo: 'selecaoOpcoes',
    tipoCampoCombo: 'dataBase',
    vinculoDataBase: { idDataBase: idBase, idColuna },
  });
const salvarForm = (p: Pessoa, idEtapa: string, campos: unknown[]) =>
  p.http.post(`/api/etapas/atualizar-campos-form/${idEtapa}`, { listaCamposFormulario: campos }, { sigla: p.sigla });

const opcoes = (p: Pessoa, coluna: string, contexto: { idEtapa?: string; campo?: string } = {}) => {
  const q = new URLSearchParams({ coluna, ...contexto });
  return p.http.get<{ opcoes: { idRegistro: string; valor: string }[] }>(
    `/api/datasources/${idBase}/opcoes?${q.toString()}`,
    { sigla: p.sigla },
  );
};
const recusa = (r: Awaited<ReturnType<typeof opcoes>>) => [r.status, comoErro(r).mensagem];
const valores = (r: Awaited<ReturnType<typeof opcoes>>) => r.body.opcoes.map((o) => o.valor).sort();

describe('options of a data base column', () => {
  it('refuses any column to a person of the tenant who names no field he fills', async () => {
    expect(recusa(await opcoes(estranho, 'email'))).toEqual(SEM_ACESSO);
    expect(recusa(await opcoes(estranho, 'nome'))).toEqual(SEM_ACESSO);
    expect(recusa(await opcoes(colega, 'nome'))).toEqual(SEM_ACESSO);
  });

  it('serves the column bound to a field of a stage where the person executes cards', async () => {
    const r = await opcoes(colega, 'nome', { idEtapa: etapaQuePreenche, campo: 'FORNECEDOR' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(valores(r)).toEqual(['Fornecedor 1', 'Fornecedor 2', 'Fornecedor 3']);
  });

  it('refuses another column through that field, a field not bound, a stage where he only sees cards, a flow he does not see', async () => {
    expect(recusa(await opcoes(colega, 'email', { idEtapa: etapaQuePreenche, campo: 'FORNECEDOR' }))).toEqual(
      SEM_ACESSO,
    );
    expect(recusa(await opcoes(colega, 'nome', { idEtapa: etapaQuePreenche, campo: 'OBSERVACAO' }))).toEqual(
      SEM_ACESSO,
    );
    expect(recusa(await opcoes(colega, 'email', { idEtapa: etapaQueSoVe, campo: 'CONTATO' }))).toEqual(SEM_ACESSO);
    expect(recusa(await opcoes(estranho, 'nome', { idEtapa: etapaQuePreenche, campo: 'FORNECEDOR' }))).toEqual(
      SEM_ACESSO,
    );
    expect(recusa(await opcoes(colega, 'nome', { idEtapa: 'etapa-que-nao-existe', campo: 'FORNECEDOR' }))).toEqual(
      SEM_ACESSO,
    );
  });

  it('serves any column to the owner and to the people the base is shared with', async () => {
    for (const p of [dono, editora]) {
      const r = await opcoes(p, 'email');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(valores(r)).toHaveLength(3);
    }
  });
});

describe('binding a combo to a data base column', () => {
  it('is refused in a form of his own to whoever may not edit the base, so he cannot open its columns that way', async () => {
    const { a } = await fluxoComTresEtapas(colega);
    const r = await salvarForm(colega, a.id, [combo('E-mail roubado', 'email')]);
    expect([r.status, comoErro(r).mensagem]).toEqual([404, 'Base de dados não encontrada']);
    expect(recusa(await opcoes(colega, 'email', { idEtapa: a.id, campo: 'E_MAIL_ROUBADO' }))).toEqual(SEM_ACESSO);
    const importar = await colega.http.post(
      `/api/etapas/import-config-etapa/${a.id}`,
      {
        configEtapa: {
          versao: 1,
          listaEtapas: [
            {
              descricao: 'X',
              cor: '#1677ff',
              etapaInicial: 'S',
              etapaFinal: 'N',
              jsonConfig: { listaCamposFormulario: [combo('E-mail roubado', 'email')] },
            },
          ],
        },
      },
      { sigla: colega.sigla },
    );
    expect([importar.status, comoErro(importar).mensagem]).toEqual([404, 'Base de dados não encontrada']);
  });

  it('is allowed to the base’s editors, and a form re-saved by someone else keeps the bindings it had', async () => {
    const { a } = await fluxoComTresEtapas(editora);
    const r = await salvarForm(editora, a.id, [combo('Contato', 'email')]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const colunaQueNaoExiste = await salvarForm(editora, a.id, [combo('Contato', 'nao-existe')]);
    expect([colunaQueNaoExiste.status, comoErro(colunaQueNaoExiste).mensagem]).toEqual([400, 'Coluna inválida']);

    const revisor = await outraPessoa(amb, 'Renato Revisor');
    await autorizar(editora, a.id, revisor.email, { executar: 'N', editar: 'S', autorizar: 'N' });
    const resalvo = await salvarForm(revisor, a.id, [combo('Contato', 'email'), campo('Observação')]);
    expect(resalvo.status, JSON.stringify(resalvo.body)).toBe(200);
  });
});
