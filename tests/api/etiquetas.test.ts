import { beforeAll, describe, expect, it } from 'vitest';
import type { RespostaEtiqueta, RespostaEtiquetas } from '@wf/shared/types/fluxo';
import type { AmbienteDeTeste } from './support/ambientes';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  criarEtapa,
  criarEtiqueta,
  criarFluxo,
  outraPessoa,
  type Pessoa,
} from './support/fluxos';

let amb: AmbienteDeTeste;
let dono: Pessoa;
beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

const etiquetas = async (p: Pessoa, idFluxo: string) =>
  (await p.http.get<RespostaEtiquetas>(`/api/etiquetas/buscar/${idFluxo}`, { sigla: p.sigla })).body.listaEtiquetas;

describe('labels of a flow', () => {
  it('creates, lists (by name), renames and deletes labels', async () => {
    const fluxo = await criarFluxo(dono);
    const urgente = await criarEtiqueta(dono, fluxo.id, 'Urgente', '#f5222d');
    await criarEtiqueta(dono, fluxo.id, 'Aguardando', '#faad14');

    expect((await etiquetas(dono, fluxo.id)).map((e) => e.descricao)).toEqual(['Aguardando', 'Urgente']);
    const r = await dono.http.put<RespostaEtiqueta>(
      '/api/etiquetas/atualizar',
      { Etiqueta: { id: urgente.id, descricao: 'Muito urgente', cor: '#eb2f96' } },
      { sigla: dono.sigla },
    );
    expect(r.body).toMatchObject({
      mensagem: 'Etiqueta atualizada com sucesso!',
      Etiqueta: { id: urgente.id, descricao: 'Muito urgente', cor: '#eb2f96' },
    });
    const excluida = await dono.http.post<{ mensagem: string }>(
      '/api/etiquetas/excluir',
      { idEtiqueta: urgente.id },
      { sigla: dono.sigla },
    );
    expect(excluida.body.mensagem).toBe('Etiqueta excluída com sucesso!');
    expect((await etiquetas(dono, fluxo.id)).map((e) => e.descricao)).toEqual(['Aguardando']);
    expect(
      (await dono.http.post('/api/etiquetas/excluir', { idEtiqueta: urgente.id }, { sigla: dono.sigla })).status,
    ).toBe(404);
  });

  it.each([
    ['no name', { descricao: ' ', cor: '#1677ff' }, 'Nome da etiqueta é obrigatório'],
    ['no colour', { descricao: 'Sem cor' }, 'Cor da etiqueta é obrigatório'],
    ['a colour outside the palette', { descricao: 'Cor estranha', cor: '#000000' }, 'Cor da etiqueta é obrigatório'],
  ])('refuses a label with %s, with the fixed message, and writes nothing', async (_caso, dados, mensagem) => {
    const fluxo = await criarFluxo(dono);

    const r = await dono.http.post(
      '/api/etiquetas/inserir',
      { Etiqueta: { idFluxo: fluxo.id, ...dados } },
      { sigla: dono.sigla },
    );

    expect(r.status).toBe(400);
    expect(comoErro(r).mensagem).toBe(mensagem);
    expect(await etiquetas(dono, fluxo.id)).toEqual([]);
  });

  it('refuses renaming a label to an empty name and keeps it', async () => {
    const fluxo = await criarFluxo(dono);
    const e = await criarEtiqueta(dono, fluxo.id, 'Original');

    const r = await dono.http.put(
      '/api/etiquetas/atualizar',
      { Etiqueta: { id: e.id, descricao: '', cor: e.cor } },
      { sigla: dono.sigla },
    );

    expect([r.status, comoErro(r).mensagem]).toEqual([400, 'Nome da etiqueta é obrigatório']);
    expect((await etiquetas(dono, fluxo.id)).map((x) => x.descricao)).toEqual(['Original']);
  });

  it('anyone who sees the flow reads its labels; changing them needs permiteEditarElementosFluxo', async () => {
    const fluxo = await criarFluxo(dono);
    const etapa = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
    const e = await criarEtiqueta(dono, fluxo.id, 'Visível');
    const leitor = await outraPessoa(amb);
    await autorizar(dono, etapa.id, leitor.email, { editar: 'N' });
    const s = { sigla: leitor.sigla };

    expect((await etiquetas(leitor, fluxo.id)).map((x) => x.descricao)).toEqual(['Visível']);
    const respostas = [
      await leitor.http.post(
        '/api/etiquetas/inserir',
        { Etiqueta: { idFluxo: fluxo.id, descricao: 'Minha', cor: '#1677ff' } },
        s,
      ),
      await leitor.http.put(
        '/api/etiquetas/atualizar',
        { Etiqueta: { id: e.id, descricao: 'Trocada', cor: '#1677ff' } },
        s,
      ),
      await leitor.http.post('/api/etiquetas/excluir', { idEtiqueta: e.id }, s),
    ];
    for (const r of respostas) {
      expect(r.status).toBe(403);
      expect(comoErro(r).mensagem).toBe('Você não possui acesso para editar elementos nesse fluxo!');
    }
    expect((await etiquetas(dono, fluxo.id)).map((x) => x.descricao)).toEqual(['Visível']);
  });
});
