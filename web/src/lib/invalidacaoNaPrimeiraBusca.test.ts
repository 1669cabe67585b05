import { InfiniteQueryObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chaves } from './chavesDeConsulta';
import { aplicarEventoNoCache } from './tempoReal/eventosNoCache';
import { repetirInvalidacaoDaPrimeiraBusca } from './invalidacaoNaPrimeiraBusca';
import { criarQueryClient } from '../app/queryClient';

/** A query function whose answers the test gives, one per call, in order. */
function respostasControladas<T>() {
  const pendentes: Array<(valor: T) => void> = [];
  const falhas: Array<(erro: Error) => void> = [];
  return {
    chamadas: () => pendentes.length,
    buscar: () =>
      new Promise<T>((resolve, reject) => {
        pendentes.push(resolve);
        falhas.push(reject);
      }),
    responder: (chamada: number, valor: T) => pendentes[chamada - 1]?.(valor),
    falhar: (chamada: number) => falhas[chamada - 1]?.(new Error('falhou')),
  };
}

/** Lets the cache's promises and notifications run. */
const assentar = () => new Promise((resolve) => setTimeout(resolve, 0));

const comentarios = (...textos: string[]) => ({ listaComentarios: textos.map((texto) => ({ texto })) });

/** An observed (on screen) query of the given key, answered by the test. */
function observar<T>(qc: QueryClient, queryKey: readonly unknown[]) {
  const respostas = respostasControladas<T>();
  const observador = new QueryObserver(qc, { queryKey, queryFn: respostas.buscar, retry: false });
  const parar = observador.subscribe(() => undefined);
  return { ...respostas, observador, parar };
}

/** The app's client as the signed-in app has it (ProvedorTempoReal attaches the repetition). */
function clienteComRepeticao(): QueryClient {
  const qc = criarQueryClient();
  repetirInvalidacaoDaPrimeiraBusca(qc);
  return qc;
}

describe('an invalidation during a query’s first fetch', () => {
  it("shows a comment whose realtime event lands while the open card's comments load for the first time", async () => {
    const qc = clienteComRepeticao();
    const respostas = respostasControladas<ReturnType<typeof comentarios>>();
    const observador = new InfiniteQueryObserver(qc, {
      queryKey: chaves.card.comentarios('c1'),
      queryFn: respostas.buscar,
      initialPageParam: null,
      getNextPageParam: () => null,
    });
    const parar = observador.subscribe(() => undefined);
    await assentar();
    expect(respostas.chamadas()).toBe(1);

    // The comment is saved after the first read, and its event arrives before that read's answer.
    const evento = aplicarEventoNoCache(qc, {
      tipo: 'comentarioAdicionado',
      sala: 'FLUXO:AVMB:f1',
      dados: {
        idEvento: 'ev1',
        sigla: 'AVMB',
        ocorridoEm: '2026-01-01T00:00:00.000Z',
        idFluxo: 'f1',
        alteradoPor: 'a@x.com',
        idEtapa: 'e1',
        idInstancia: 'c1',
        idComentario: 'k1',
        geradoPeloSistema: 'N',
        emailsMencionados: [],
      },
    });
    respostas.responder(1, comentarios());
    await evento;
    await assentar();

    expect(respostas.chamadas()).toBe(2);
    respostas.responder(2, comentarios('Aprovado pelo gestor'));
    await assentar();
    expect(observador.getCurrentResult().data?.pages[0]).toEqual(comentarios('Aprovado pelo gestor'));
    parar();
  });

  it('shows the first answer at once and fetches once more, however many invalidations came meanwhile', async () => {
    const qc = clienteComRepeticao();
    const consulta = observar<string>(qc, ['x']);
    await assentar();

    void qc.invalidateQueries({ queryKey: ['x'] });
    void qc.invalidateQueries({ queryKey: ['x'] });
    consulta.responder(1, 'antes');
    await assentar();

    expect(consulta.observador.getCurrentResult().data).toBe('antes');
    expect(consulta.chamadas()).toBe(2);
    consulta.responder(2, 'depois');
    await assentar();
    expect(consulta.observador.getCurrentResult().data).toBe('depois');
    expect(consulta.chamadas()).toBe(2);
    consulta.parar();
  });

  it('adds no fetch when no invalidation came, nor after a first fetch that failed', async () => {
    const qc = clienteComRepeticao();
    const quieta = observar<string>(qc, ['quieta']);
    const falha = observar<string>(qc, ['falha']);
    await assentar();

    void qc.invalidateQueries({ queryKey: ['falha'] });
    quieta.responder(1, 'ok');
    falha.falhar(1);
    await assentar();

    expect(quieta.chamadas()).toBe(1);
    expect(falha.chamadas()).toBe(1);
    quieta.parar();
    falha.parar();
  });

  it('leaves an invalidation of a query that has data to TanStack, which restarts the refetch once', async () => {
    const qc = clienteComRepeticao();
    const consulta = observar<string>(qc, ['x']);
    await assentar();
    consulta.responder(1, 'primeira');
    await assentar();

    void qc.invalidateQueries({ queryKey: ['x'] });
    void qc.invalidateQueries({ queryKey: ['x'] });
    await assentar();
    expect(consulta.chamadas()).toBe(3);
    consulta.responder(3, 'nova');
    await assentar();

    expect(consulta.observador.getCurrentResult().data).toBe('nova');
    expect(consulta.chamadas()).toBe(3);
    consulta.parar();
  });
});
