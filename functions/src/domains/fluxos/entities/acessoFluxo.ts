import * as z from 'zod';

const flag = z.enum(['S', 'N']);

/**
 * One person's entry in the per-person access index: the flows an e-mail sees (its owner's, and
 * those where it is authorised on at least one stage), with the person's favourite flag. It
 * makes GET /api/fluxos/buscar one Query instead of a Scan. numEtapas counts the person's
 * authorisations in the flow; the entry exists while the person owns the flow or numEtapas > 0.
 */
export const acessoFluxoSchema = z.object({
  idFluxo: z.string(),
  email: z.string(),
  dono: flag,
  numEtapas: z.number().int(),
  favorito: flag,
});
export type AcessoFluxo = z.infer<typeof acessoFluxoSchema>;

export const acessoDoDono = (idFluxo: string, email: string, numEtapas = 0): AcessoFluxo => ({
  idFluxo,
  email: email.toLowerCase(),
  dono: 'S',
  numEtapas,
  favorito: 'N',
});

/** What happens to one person's entry when his number of authorisations in the flow changes. */
export type MudancaAcesso =
  | { tipo: 'criar'; acesso: AcessoFluxo }
  | { tipo: 'ajustar'; email: string; delta: number; numEtapasLido: number }
  | { tipo: 'remover'; email: string; numEtapasLido: number };

export interface PlanoAcessos {
  mudancas: MudancaAcesso[];
  /** Change of the flow's numPessoasComAcesso. */
  deltaPessoas: number;
}

/**
 * The access-index changes for a set of per-person deltas of authorisations. Each change is
 * written conditioned on the numEtapas it was planned from, so two concurrent changes of one
 * person cannot both apply on a stale count (the loser re-reads and plans again).
 */
export function planejarAcessos(
  idFluxo: string,
  atuais: ReadonlyMap<string, AcessoFluxo>,
  deltas: ReadonlyMap<string, number>,
): PlanoAcessos {
  const mudancas: MudancaAcesso[] = [];
  let deltaPessoas = 0;
  for (const [email, delta] of deltas) {
    if (delta === 0) continue;
    const atual = atuais.get(email);
    if (!atual) {
      if (delta < 0) continue;
      mudancas.push({ tipo: 'criar', acesso: { idFluxo, email, dono: 'N', numEtapas: delta, favorito: 'N' } });
      deltaPessoas += 1;
    } else if (atual.dono === 'S' || atual.numEtapas + delta > 0) {
      mudancas.push({ tipo: 'ajustar', email, delta, numEtapasLido: atual.numEtapas });
    } else {
      mudancas.push({ tipo: 'remover', email, numEtapasLido: atual.numEtapas });
      deltaPessoas -= 1;
    }
  }
  return { mudancas, deltaPessoas };
}

/** Adds one to the person's count (an authorisation granted) or takes one away. */
export function somarDeltas(entradas: Iterable<[string, number]>): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const [email, d] of entradas) deltas.set(email, (deltas.get(email) ?? 0) + d);
  return deltas;
}
