import type { EstadoCard } from './painel';

/** A person's card under a tile: RESP (responsible), SEG (following), VENC (has a due date and is his). */
export interface Membro {
  email: string;
  tipo: 'RESP' | 'SEG' | 'VENC';
  /** What the tile orders by: the card's creation instant (RESP, SEG) or its due date (VENC). */
  ordem: string;
  idInstancia: string;
  idFluxo: string;
}

/** What a card's change does to the projections: items to remove and add, counters to move. */
export interface Diferenca {
  remover: Membro[];
  inserir: Membro[];
  /** Per (person, flow): responsible / following deltas. */
  pessoaFluxo: Array<{ email: string; idFluxo: string; responsavel: number; seguindo: number }>;
  /** Per (flow, responsible): cards of the flow under him. */
  responsavelFluxo: Array<{ idFluxo: string; email: string; delta: number }>;
  /** Per (person, due date): his cards due that day (the near-expiry and overdue counts). */
  vencimentos: Array<{ email: string; dia: string; delta: number }>;
  /** Per (flow, due date): the flow's cards due that day and not in a final stage (the metrics' overdue count). */
  vencimentosFluxo: Array<{ idFluxo: string; dia: string; delta: number }>;
}

/** The flow's due-day counter a card is in: it has a due date and its stage is known not to be final. */
const vencimentoNoFluxo = (c: EstadoCard | null): string | null =>
  c?.dataVencimento && c.emEtapaFinal === false ? `${c.idFluxo}\u0000${c.dataVencimento}` : null;

const chaveMembro = (m: Membro) => [m.email, m.tipo, m.ordem, m.idFluxo].join('\u0000');

function membros(c: EstadoCard | null): Map<string, Membro> {
  const r = new Map<string, Membro>();
  if (!c) return r;
  const add = (email: string, tipo: Membro['tipo'], ordem: string) => {
    const m = { email, tipo, ordem, idInstancia: c.idInstancia, idFluxo: c.idFluxo };
    r.set(chaveMembro(m), m);
  };
  const resp = [...new Set(c.responsaveis.map((e) => e.toLowerCase()))];
  const seg = [...new Set(c.seguidores.map((e) => e.toLowerCase()))];
  for (const e of resp) add(e, 'RESP', c.dataHoraCriacao);
  for (const e of seg) add(e, 'SEG', c.dataHoraCriacao);
  if (c.dataVencimento) for (const e of new Set([...resp, ...seg])) add(e, 'VENC', c.dataVencimento);
  return r;
}

function somar<K>(mapa: Map<string, K & { delta: number }>, chave: string, base: K, delta: number) {
  const atual = mapa.get(chave);
  if (atual) atual.delta += delta;
  else mapa.set(chave, { ...base, delta });
}

/**
 * The difference between what was projected of a card (antes) and the card now (depois); null
 * means "no card". Idempotent by construction: the same pair gives the same difference, and
 * equal states give none.
 */
export function diferencaDoCard(antes: EstadoCard | null, depois: EstadoCard | null): Diferenca {
  const a = membros(antes);
  const d = membros(depois);
  const remover = [...a].filter(([k]) => !d.has(k)).map(([, m]) => m);
  const inserir = [...d].filter(([k]) => !a.has(k)).map(([, m]) => m);

  const pf = new Map<string, { email: string; idFluxo: string; responsavel: number; seguindo: number }>();
  const rf = new Map<string, { idFluxo: string; email: string; delta: number }>();
  const venc = new Map<string, { email: string; dia: string; delta: number }>();
  const aplicar = (ms: Membro[], sinal: 1 | -1) => {
    for (const m of ms) {
      if (m.tipo === 'VENC') {
        somar(venc, `${m.email}\u0000${m.ordem}`, { email: m.email, dia: m.ordem }, sinal);
        continue;
      }
      const k = `${m.email}\u0000${m.idFluxo}`;
      const c = pf.get(k) ?? { email: m.email, idFluxo: m.idFluxo, responsavel: 0, seguindo: 0 };
      if (m.tipo === 'RESP') c.responsavel += sinal;
      else c.seguindo += sinal;
      pf.set(k, c);
      if (m.tipo === 'RESP') somar(rf, `${m.idFluxo}\u0000${m.email}`, { idFluxo: m.idFluxo, email: m.email }, sinal);
    }
  };
  aplicar(remover, -1);
  aplicar(inserir, 1);
  const vf = new Map<string, { idFluxo: string; dia: string; delta: number }>();
  const [vAntes, vDepois] = [vencimentoNoFluxo(antes), vencimentoNoFluxo(depois)];
  if (vAntes !== vDepois) {
    if (vAntes) somar(vf, vAntes, { idFluxo: antes!.idFluxo, dia: antes!.dataVencimento! }, -1);
    if (vDepois) somar(vf, vDepois, { idFluxo: depois!.idFluxo, dia: depois!.dataVencimento! }, 1);
  }
  return {
    remover,
    inserir,
    pessoaFluxo: [...pf.values()].filter((c) => c.responsavel !== 0 || c.seguindo !== 0),
    responsavelFluxo: [...rf.values()].filter((c) => c.delta !== 0),
    vencimentos: [...venc.values()].filter((c) => c.delta !== 0),
    vencimentosFluxo: [...vf.values()],
  };
}

/** How many writes the difference costs (each counter item of a due day is three: day, month, year). */
export const escritasDaDiferenca = (d: Diferenca): number =>
  d.remover.length +
  d.inserir.length +
  d.pessoaFluxo.length +
  d.responsavelFluxo.length +
  3 * d.vencimentos.length +
  3 * d.vencimentosFluxo.length;
