import { beforeAll, describe, expect, it } from 'vitest';
import type { Regra } from '@wf/shared/schemas/regra';
import type { RespostaFluxo, RespostaFluxoAlterado, RespostaListaFluxos } from '@wf/shared/types/fluxo';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  campo,
  criarEtiqueta,
  criarFluxo,
  fluxoComTresEtapas,
  outraPessoa,
  telaDoFluxo,
  type Pessoa,
} from './support/fluxos';
import { salvarCampos } from './support/instancias';
import { criarRegra, inserirRegra, jsonRegra } from './support/regras';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * Issue 25, item 7: the flow's rule counter (numRegrasCriadas, the flow card's "N regras" and the
 * list's sort) kept right by every create, delete, clone and copy; a flow copy with copiarRegras
 * copies its rules with the copy's ids, switched off.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const contagem = async (p: Pessoa, idFluxo: string) => {
  const r = await p.http.get<RespostaFluxo>(`/api/fluxos/buscar/${idFluxo}`, { sigla: p.sigla });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.Fluxo.numRegrasCriadas;
};
const regrasDoFluxo = async (p: Pessoa, idFluxo: string) => {
  const r = await p.http.get<{ listaRegras: Regra[] }>(`/api/fluxo/regras/buscar-por-fluxo/${idFluxo}`, {
    sigla: p.sigla,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaRegras;
};
const copiar = (p: Pessoa, idFluxoOrigem: string, copiarRegras: boolean) =>
  p.http.post<RespostaFluxoAlterado>(
    '/api/fluxos/copiar',
    { FluxoOrigem: { idFluxoOrigem, descricaoNovoFluxo: 'Cópia', copiarAutorizacoes: false, copiarRegras } },
    { sigla: p.sigla },
  );

describe("the flow's rule counter", () => {
  it('follows creates, clones and deletes, in the flow and in the list of flows', async () => {
    const fluxo = await criarFluxo(dono);
    expect(await contagem(dono, fluxo.id)).toBe(0);
    const [r1, r2] = [await criarRegra(dono, fluxo.id), await criarRegra(dono, fluxo.id)];
    await criarRegra(dono, fluxo.id, jsonRegra(), { ativo: 'N' });
    expect(await contagem(dono, fluxo.id)).toBe(3);

    const clone = await dono.http.post('/api/fluxo/regras/clonar', { idRegra: r1!.id }, { sigla: dono.sigla });
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    expect(await contagem(dono, fluxo.id)).toBe(4);

    for (const r of [r1!, r2!]) {
      const excluida = await dono.http.delete(`/api/fluxo/regras/excluir/${r.id}`, { sigla: dono.sigla });
      expect(excluida.status).toBe(200);
    }
    expect(await contagem(dono, fluxo.id)).toBe(2);
    const lista = await dono.http.get<RespostaListaFluxos>('/api/fluxos/buscar', { sigla: dono.sigla });
    expect(lista.body.listaFluxos.find((f) => f.id === fluxo.id)?.numRegrasCriadas).toBe(2);
  });

  it('is not moved by a create that fails', async () => {
    const fluxo = await criarFluxo(dono);
    const r = await inserirRegra(dono, { idFluxo: fluxo.id, descricao: 'x', ativo: 'S', jsonRegras: { acoes: [] } });
    expect(r.status).toBe(400);
    const deOutro = await inserirRegra(await outraPessoa(amb), {
      idFluxo: fluxo.id,
      descricao: 'x',
      ativo: 'S',
      jsonRegras: jsonRegra(),
    });
    expect(deOutro.status).toBe(404);
    expect(await contagem(dono, fluxo.id)).toBe(0);
  });

  it('counts every one of rules created at the same time', async () => {
    const fluxo = await criarFluxo(dono);
    const respostas = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        inserirRegra(dono, { idFluxo: fluxo.id, descricao: `Regra ${i}`, ativo: 'N', jsonRegras: jsonRegra() }),
      ),
    );
    expect(respostas.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await contagem(dono, fluxo.id)).toBe(8);
  });
});

describe('copying a flow with its rules', () => {
  it('copies each rule off, with the copy’s stage, field and label ids, created by who copies', async () => {
    const { fluxo, a, b, c } = await fluxoComTresEtapas(dono);
    await salvarCampos(dono, a.id, [campo('Contrato', { keyCampo: 'anexo' }), campo('Valor')]);
    const etiqueta = await criarEtiqueta(dono, fluxo.id, 'Urgente');
    const outra = await criarEtiqueta(dono, fluxo.id, 'Revisar', '#1677ff');
    const [contrato, valor] = (await telaDoFluxo(dono, fluxo.id)).listaEtapas[0]!.jsonConfig.listaCamposFormulario;
    const completa = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({
        idEtapa: b.id,
        acoes: [
          { key: 'moverCard', formulario: { idEtapaMoveCard: c.id } },
          { key: 'adicionarEtiquetas', formulario: { addEtiquetasIds: `${etiqueta.id},${outra.id}` } },
          {
            key: 'alterarConfiguracaoCampos',
            formulario: {
              campos: [{ dataIndex: valor!.dataIndex, indObrigatorio: 'S', indEditavel: 'S', indOculto: 'N' }],
            },
          },
          { key: 'moverAnexoFormulario', formulario: { campos: [contrato!.dataIndex] } },
          { key: 'adicionarComentario', formulario: { comment: 'Valor: {{VALOR}}' } },
        ],
        condicoes: [{ um: 'VALOR', operador: 'contem', dois: '10' }],
      }),
      { descricao: 'Encaminhar' },
    );
    await criarRegra(dono, fluxo.id, jsonRegra(), { descricao: 'Comentar', ativo: 'N' });

    const r = await copiar(dono, fluxo.id, true);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.Fluxo.numRegrasCriadas).toBe(2);
    const idCopia = r.body.Fluxo.id;
    expect(await contagem(dono, idCopia)).toBe(2);

    const tela = await telaDoFluxo(dono, idCopia);
    const [ca, cb, cc] = tela.listaEtapas;
    const [cContrato, cValor] = ca!.jsonConfig.listaCamposFormulario;
    const etiquetaCopia = (d: string) => tela.listaEtiquetas.find((e) => e.descricao === d)!.id;
    const copiadas = await regrasDoFluxo(dono, idCopia);
    expect(copiadas.map((x) => [x.descricao, x.ativo, x.Usuario.email, x.numExecucoes])).toEqual([
      ['Encaminhar', 'N', dono.email, 0],
      ['Comentar', 'N', dono.email, 0],
    ]);
    const copia = copiadas[0]!;
    expect(copia.id).not.toBe(completa.id);
    expect(copia.Fluxo.id).toBe(idCopia);
    expect(copia.jsonRegras.evento.idEtapa).toBe(cb!.id);
    const formulario = (key: string) => copia.jsonRegras.acoes.find((x) => x.key === key)!.formulario;
    expect(formulario('moverCard')).toEqual({ idEtapaMoveCard: cc!.id });
    expect(formulario('adicionarEtiquetas')).toEqual({
      addEtiquetasIds: `${etiquetaCopia('Urgente')},${etiquetaCopia('Revisar')}`,
    });
    expect(formulario('alterarConfiguracaoCampos')).toEqual({
      campos: [{ dataIndex: cValor!.dataIndex, indObrigatorio: 'S', indEditavel: 'S', indOculto: 'N' }],
    });
    expect(formulario('moverAnexoFormulario')).toEqual({ campos: [cContrato!.dataIndex] });
    expect(formulario('adicionarComentario')).toEqual({ comment: 'Valor: {{VALOR}}' });
    expect(copia.jsonRegras.condicionais).toEqual(completa.jsonRegras.condicionais);

    // The origin keeps its rules as they were.
    const origem = await regrasDoFluxo(dono, fluxo.id);
    expect(origem.map((x) => [x.id, x.ativo])).toEqual([
      [completa.id, 'S'],
      [expect.any(String), 'N'],
    ]);
    expect(origem[0]!.jsonRegras.evento.idEtapa).toBe(b.id);

    // A copied rule switched on is checked and saved like any other.
    const ligar = await dono.http.put(
      '/api/fluxo/regras/atualizar',
      { id: copia.id, descricao: copia.descricao, ativo: 'S', jsonRegras: copia.jsonRegras },
      { sigla: dono.sigla },
    );
    expect(ligar.status, JSON.stringify(ligar.body)).toBe(200);
  });

  it('copies no rule without copiarRegras, and each copy has its own rules (no doubles)', async () => {
    const fluxo = await criarFluxo(dono);
    await criarRegra(dono, fluxo.id);
    const sem = await copiar(dono, fluxo.id, false);
    expect(sem.body.Fluxo.numRegrasCriadas).toBe(0);
    expect(await regrasDoFluxo(dono, sem.body.Fluxo.id)).toEqual([]);

    const [um, dois] = [await copiar(dono, fluxo.id, true), await copiar(dono, fluxo.id, true)];
    for (const copia of [um, dois]) {
      expect(copia.status).toBe(201);
      expect((await regrasDoFluxo(dono, copia.body.Fluxo.id)).length).toBe(1);
      expect(await contagem(dono, copia.body.Fluxo.id)).toBe(1);
    }
    expect((await regrasDoFluxo(dono, fluxo.id)).length).toBe(1);
    expect(await contagem(dono, fluxo.id)).toBe(1);
  });

  it('is scoped to the tenant: another tenant cannot copy the flow or its rules, even by id', async () => {
    const fluxo = await criarFluxo(dono);
    await criarRegra(dono, fluxo.id);
    const { dono: deOutro } = await ambienteComDono();
    const r = await copiar(deOutro, fluxo.id, true);
    expect(r.status).toBe(404);
    expect(comoErro(r).mensagem).toBe('Fluxo não encontrado');
    const lista = await deOutro.http.get<RespostaListaFluxos>('/api/fluxos/buscar', { sigla: deOutro.sigla });
    expect(lista.body.listaFluxos).toEqual([]);
  });
});
