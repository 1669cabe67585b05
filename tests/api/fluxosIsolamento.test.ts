import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaListaFluxos } from '@wf/shared/types/fluxo';
import { ambienteDemo, criarAmbienteDeTeste, type AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import { autorizar, criarEtiqueta, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { entrar } from './support/sessoes';

let acme: AmbienteDeTeste;
let deAcme: Pessoa;
let deAvmb: Pessoa;
let ids: { fluxo: string; etapa: string; outraEtapa: string; etiqueta: string };

beforeAll(async () => {
  const avmb = await ambienteDemo();
  acme = await criarAmbienteDeTeste();
  const a = await entrar(acme, acme.adminEmail, acme.adminSenha);
  deAcme = { http: a.http, sigla: acme.sigla, email: acme.adminEmail, usuarioId: a.usuario.id };
  const b = await entrar(avmb, avmb.adminEmail, avmb.adminSenha);
  deAvmb = { http: b.http, sigla: avmb.sigla, email: avmb.adminEmail, usuarioId: b.usuario.id };
  const { fluxo, a: etapa, b: outraEtapa } = await fluxoComTresEtapas(deAcme);
  // Even the same e-mail authorised in ACME gives nothing in AVMB.
  await autorizar(deAcme, etapa.id, avmb.adminEmail, { editar: 'S', autorizar: 'S' });
  const etiqueta = await criarEtiqueta(deAcme, fluxo.id);
  ids = { fluxo: fluxo.id, etapa: etapa.id, outraEtapa: outraEtapa.id, etiqueta: etiqueta.id };
});

describe('a flow of tenant ACME is invisible to AVMB, even by id', () => {
  it('is not in the AVMB list and cannot be read', async () => {
    const s = { sigla: deAvmb.sigla };
    const lista = await deAvmb.http.get<RespostaListaFluxos>('/api/fluxos/buscar', s);
    expect(lista.body.listaFluxos.map((f) => f.id)).not.toContain(ids.fluxo);

    for (const caminho of [
      `/api/fluxos/buscar/${ids.fluxo}`,
      `/api/fluxos/buscar/etapas-com-instancias/${ids.fluxo}`,
      `/api/fluxos/emails-usados-no-fluxo/${ids.fluxo}`,
      `/api/fluxos/atividades/${ids.fluxo}`,
      `/api/fluxos/variaveis/${ids.fluxo}/todos`,
      `/api/etapas/etapas-fluxo/${ids.fluxo}`,
      `/api/etiquetas/buscar/${ids.fluxo}`,
    ]) {
      const r = await deAvmb.http.get(caminho, s);
      expect(r.status, caminho).toBe(404);
      expect(comoErro(r).mensagem, caminho).toBe('Fluxo não encontrado');
    }
    for (const caminho of [
      `/api/etapas/buscar/${ids.etapa}`,
      `/api/etapa-usuario/buscar-autorizacoes/${ids.etapa}`,
      `/api/etapas/export-config-etapa/${ids.etapa}`,
    ]) {
      const r = await deAvmb.http.get(caminho, s);
      expect(r.status, caminho).toBe(404);
      expect(comoErro(r).mensagem, caminho).toBe('Etapa não encontrada');
    }
  });

  it('cannot be changed or deleted from AVMB: flow, stages, links, labels, people', async () => {
    const s = { sigla: deAvmb.sigla };
    const respostas = [
      await deAvmb.http.put(
        '/api/fluxos/atualizar',
        { Fluxo: { id: ids.fluxo, descricao: 'X', icone: 'BugOutlined', detalhes: 'X' } },
        s,
      ),
      await deAvmb.http.post(
        `/api/common/atualizar-propriedade/${ids.fluxo}`,
        { nomeEntidade: 'Fluxo', nomePropriedade: 'descricao', valor: 'X' },
        s,
      ),
      await deAvmb.http.delete(`/api/fluxos/excluir/${ids.fluxo}`, s),
      await deAvmb.http.post(
        '/api/fluxos/copiar',
        { FluxoOrigem: { idFluxoOrigem: ids.fluxo, descricaoNovoFluxo: 'Roubado' } },
        s,
      ),
      await deAvmb.http.post(
        '/api/etapas/inserir',
        { Etapa: { idFluxo: ids.fluxo, descricao: 'X' }, listaEtapas: [ids.etapa] },
        s,
      ),
      await deAvmb.http.put(`/api/etapas/atualizar/${ids.etapa}`, { descricao: 'X' }, s),
      await deAvmb.http.delete(`/api/etapas/excluir/${ids.outraEtapa}`, s),
      await deAvmb.http.post(
        '/api/etapa-rel/criar-vinculo',
        { EtapaRel: { idEtapaOrigem: ids.outraEtapa, idEtapaDestino: ids.etapa } },
        s,
      ),
      await deAvmb.http.delete(`/api/etapa-rel/remover-vinculo/${ids.etapa}_${ids.outraEtapa}`, s),
      await deAvmb.http.post(
        '/api/etapa-usuario/inserir-autorizacao',
        { EtapaUsuario: { idEtapa: ids.etapa, emailAutorizado: 'x@y.com' } },
        s,
      ),
      await deAvmb.http.post(
        '/api/etiquetas/inserir',
        { Etiqueta: { idFluxo: ids.fluxo, descricao: 'X', cor: '#1677ff' } },
        s,
      ),
      await deAvmb.http.put(
        '/api/etiquetas/atualizar',
        { Etiqueta: { id: ids.etiqueta, descricao: 'X', cor: '#1677ff' } },
        s,
      ),
      await deAvmb.http.post('/api/etiquetas/excluir', { idEtiqueta: ids.etiqueta }, s),
    ];

    for (const r of respostas) expect(r.status, JSON.stringify(r.body)).toBe(404);
    const tela = await deAcme.http.get<{
      Fluxo: { descricao: string };
      listaEtapas: unknown[];
      listaEtapasRel: unknown[];
      listaEtiquetas: { descricao: string }[];
    }>(`/api/fluxos/buscar/etapas-com-instancias/${ids.fluxo}`, { sigla: deAcme.sigla });
    expect(tela.body.Fluxo.descricao).toBe('Compras');
    expect(tela.body.listaEtapas).toHaveLength(3);
    expect(tela.body.listaEtapasRel).toHaveLength(2);
    expect(tela.body.listaEtiquetas.map((e) => e.descricao)).toEqual(['Urgente']);
  });
});
