import { beforeAll, describe, expect, it } from 'vitest';
import { EVENTOS_REGRA, type ChaveEventoRegra } from '@wf/shared/schemas/regra';
import type { Anexo, Checklist, Comentario, UploadConcedido } from '@wf/shared/types/instancia';
import { enviarArquivo } from './support/cards';
import { ambienteComDono, campo, criarEtiqueta, fluxoComTresEtapas, type Pessoa } from './support/fluxos';
import { criarCard, moverCard, salvarCampos } from './support/instancias';
import { aguardarExecucoes, buscarRegra, criarRegra, execucoesDaRegra, jsonRegra } from './support/regras';

/**
 * Each of the nine rule events fires a rule saved through the API when a person makes that
 * change through the API: one run without error, recorded under that event, numExecucoes 1, and
 * the rule's comment on the card. A rule scoped to a stage does not fire for another stage.
 */
let dono: Pessoa;
const s = () => ({ sigla: dono.sigla });

beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

type Etapas = Awaited<ReturnType<typeof fluxoComTresEtapas>>;

async function ok(r: Promise<{ status: number; body: unknown }>, status = 200) {
  const x = await r;
  expect(x.status, JSON.stringify(x.body)).toBe(status);
  return x.body;
}

/** For each event: what the flow needs before the rule (optional), the rule's stage, and the change that fires it. */
const DISPAROS: Record<
  ChaveEventoRegra,
  {
    idEtapa?: (e: Etapas) => string;
    antes?: (e: Etapas) => Promise<void>;
    disparar: (e: Etapas, idCard: string) => Promise<unknown>;
  }
> = {
  cardCriado: { disparar: async () => undefined },
  cardEntrarEtapa: {
    idEtapa: (e) => e.b.id,
    disparar: (e, id) => ok(moverCard(dono, { idInstancia: id, idEtapaDestino: e.b.id })),
  },
  cardSairEtapa: {
    idEtapa: (e) => e.a.id,
    disparar: (e, id) => ok(moverCard(dono, { idInstancia: id, idEtapaDestino: e.b.id })),
  },
  campoFormularioAtualizado: {
    antes: (e) => salvarCampos(dono, e.a.id, [campo('Status')]),
    disparar: (_e, id) =>
      ok(
        dono.http.put(
          `/api/instancia/formulario/atualizar/${id}`,
          { newValuesFormulario: { STATUS: 'Aprovado' } },
          s(),
        ),
      ),
  },
  pessoaResponsavel: {
    disparar: (_e, id) =>
      ok(
        dono.http.post('/api/instancia/responsaveis/inserir', { idInstancia: id, emailUsuario: dono.email }, s()),
        201,
      ),
  },
  etiquetaVinculada: {
    disparar: async (e, id) => {
      const etiqueta = await criarEtiqueta(dono, e.fluxo.id, 'Urgente');
      return ok(
        dono.http.post('/api/instancia/etiquetas/inserir', { idInstancia: id, idEtiqueta: etiqueta.id }, s()),
        201,
      );
    },
  },
  checklistAdicionado: {
    disparar: (_e, id) =>
      ok(
        dono.http.post(
          '/api/instancia/checklists/inserir',
          {
            idInstancia: id,
            jsonChecklist: {
              titulo: 'Compra',
              listaItens: [{ id: 'i1', descricao: 'Cotar', checked: false, ordem: 0 }],
            },
          },
          s(),
        ),
        201,
      ),
  },
  checklistConcluido: {
    disparar: async (_e, id) => {
      const r = (await ok(
        dono.http.post(
          '/api/instancia/checklists/inserir',
          {
            idInstancia: id,
            jsonChecklist: {
              titulo: 'Compra',
              listaItens: [{ id: 'i1', descricao: 'Cotar', checked: false, ordem: 0 }],
            },
          },
          s(),
        ),
        201,
      )) as { Checklist: Checklist };
      const lista = r.Checklist.jsonChecklist;
      return ok(
        dono.http.put(
          `/api/instancia/checklists/atualizar?idInstancia=${id}`,
          [
            {
              id: r.Checklist.id,
              jsonChecklist: { ...lista, listaItens: lista.listaItens.map((i) => ({ ...i, checked: true })) },
            },
          ],
          s(),
        ),
      );
    },
  },
  anexoAdicionado: {
    disparar: async (_e, id) => {
      const bytes = Buffer.from('%PDF-1.4 nota');
      const g = (await ok(
        dono.http.post(
          `/api/instancia/anexos/solicitar-upload/${id}`,
          { nomeArquivo: 'nota.pdf', tipoMime: 'application/pdf', tamanho: bytes.length },
          s(),
        ),
      )) as UploadConcedido;
      expect((await enviarArquivo(g.uploadUrl, bytes, 'application/pdf')).status).toBe(200);
      return ok(
        dono.http.post<{ Anexo: Anexo }>(`/api/instancia/anexos/confirmar/${g.idAnexo}?idInstancia=${id}`, {}, s()),
        201,
      );
    },
  },
};

const comentariosDaRegra = async (idInstancia: string) => {
  const r = await dono.http.get<{ listaComentarios: Comentario[] }>(
    `/api/instancia/comentarios/buscar-por-instancia/${idInstancia}`,
    s(),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaComentarios.filter((c) => c.geradoPeloSistema === 'S').map((c) => c.comentario);
};

describe.concurrent('each rule event fires a rule', () => {
  it('covers every event key', () => {
    expect(Object.keys(DISPAROS).sort()).toEqual(Object.keys(EVENTOS_REGRA).sort());
  });

  it.each(Object.keys(EVENTOS_REGRA) as ChaveEventoRegra[])(
    '%s',
    async (key) => {
      const d = DISPAROS[key];
      const etapas = await fluxoComTresEtapas(dono);
      await d.antes?.(etapas);
      const regra = await criarRegra(
        dono,
        etapas.fluxo.id,
        jsonRegra({
          evento: key,
          idEtapa: d.idEtapa?.(etapas) ?? null,
          acoes: [{ key: 'adicionarComentario', formulario: { comment: `Evento ${key}: {{card.titulo}}` } }],
        }),
      );
      const card = await criarCard(dono, etapas.fluxo.id, `Card ${key}`);
      await d.disparar(etapas, card.id);

      const execucoes = await aguardarExecucoes(dono, regra.id);
      expect(execucoes, JSON.stringify(execucoes)).toHaveLength(1);
      expect(execucoes[0]).toMatchObject({ comErro: 'N', evento: key, Instancia: { id: card.id } });
      expect((await buscarRegra(dono, regra.id)).numExecucoes).toBe(1);
      expect(await comentariosDaRegra(card.id)).toEqual([`Evento ${key}: Card ${key}`]);
    },
    60_000,
  );
});

describe('a rule scoped to a stage', () => {
  it('fires for that stage only', { timeout: 60_000 }, async () => {
    const { fluxo, b, c } = await fluxoComTresEtapas(dono);
    const regra = await criarRegra(dono, fluxo.id, jsonRegra({ evento: 'cardEntrarEtapa', idEtapa: c.id }));
    const card = await criarCard(dono, fluxo.id);

    await ok(moverCard(dono, { idInstancia: card.id, idEtapaDestino: b.id }));
    // A witness rule on entering B, run for another card moved after; aguardarExecucoes then waits
    // for the tenant at rest (the engine runs events in no order), so a run for the move to B
    // would be recorded by then.
    const testemunha = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({
        evento: 'cardEntrarEtapa',
        idEtapa: b.id,
        acoes: [{ key: 'adicionarComentario', formulario: { comment: 'Testemunha' } }],
      }),
    );
    const outro = await criarCard(dono, fluxo.id, 'Testemunha');
    await ok(moverCard(dono, { idInstancia: outro.id, idEtapaDestino: b.id }));
    await aguardarExecucoes(dono, testemunha.id);
    expect(await execucoesDaRegra(dono, regra.id)).toEqual([]);
    expect((await comentariosDaRegra(card.id)).filter((x) => x !== 'Testemunha')).toEqual([]);

    await ok(moverCard(dono, { idInstancia: card.id, idEtapaDestino: c.id }));
    const execucoes = await aguardarExecucoes(dono, regra.id);
    expect(execucoes.map((e) => [e.Instancia?.id, e.comErro])).toEqual([[card.id, 'N']]);
    expect((await comentariosDaRegra(card.id)).filter((x) => x !== 'Testemunha')).toEqual(['Aguardando diretoria']);
  });
});
