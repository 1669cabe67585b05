/**
 * Sends the import's batches as they come, a few at a time, each retried on failure: the
 * server's batch route is idempotent by the batch number, so a retry of a batch that did land
 * adds nothing. The source is pulled only when a slot frees up, so the worker reading the file
 * never runs far ahead of the network (the file is never all in memory).
 */
export interface OpcoesEnvio {
  /** Batches in flight at once. */
  simultaneos: number;
  /** Tries per batch, the first included. */
  tentativas: number;
  /** Pause before try n (2, 3...), in ms. */
  espera: (tentativa: number) => number;
  /** A refusal that a retry cannot fix (a 4xx): fail at once. */
  definitivo?: (erro: unknown) => boolean;
}

export const OPCOES_ENVIO_PADRAO: OpcoesEnvio = {
  simultaneos: 3,
  tentativas: 4,
  espera: (tentativa) => 500 * 2 ** (tentativa - 2),
};

const dormir = (ms: number) => new Promise<void>((resolver) => setTimeout(resolver, ms));

export async function comTentativas<R>(enviar: () => Promise<R>, opcoes: OpcoesEnvio): Promise<R> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await enviar();
    } catch (erro) {
      if (tentativa >= opcoes.tentativas || opcoes.definitivo?.(erro)) throw erro;
      await dormir(opcoes.espera(tentativa + 1));
    }
  }
}

/**
 * Pulls items from `fonte` and sends each through `enviar` with at most `simultaneos` in flight.
 * Resolves when all are sent; rejects with the first batch that failed all its tries (the
 * others in flight finish, nothing new starts).
 */
export async function enviarEmParalelo<T, R>(
  fonte: AsyncIterator<T>,
  enviar: (item: T) => Promise<R>,
  aoEnviar: (resposta: R, item: T) => void,
  opcoes: OpcoesEnvio = OPCOES_ENVIO_PADRAO,
): Promise<void> {
  let falha: { erro: unknown } | null = null;
  // One reader at a time: iterators of generators are not safe to call concurrently.
  let leitura: Promise<unknown> = Promise.resolve();
  const proximo = (): Promise<IteratorResult<T>> => {
    const atual = leitura.then(() => fonte.next());
    leitura = atual.catch(() => undefined);
    return atual;
  };
  const trabalhador = async () => {
    while (!falha) {
      const { value, done } = await proximo();
      if (done || falha) return;
      try {
        aoEnviar(await comTentativas(() => enviar(value), opcoes), value);
      } catch (erro) {
        falha ??= { erro };
      }
    }
  };
  await Promise.all(Array.from({ length: opcoes.simultaneos }, trabalhador));
  if (falha) throw (falha as { erro: unknown }).erro;
}
