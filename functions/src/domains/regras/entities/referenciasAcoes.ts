import {
  ACOES_REGRA,
  formulariosAcao,
  type AcaoRegra,
  type ChaveAcao,
  type JsonRegras,
} from '@wf/shared/schemas/regra';

/**
 * What a rule's actions name beyond the card itself, to check against the author's access (when
 * the rule is saved and when it runs) and against the caller's (what `simular` may show). Values
 * that are variables ({{...}}) are known only at run time and are left to the run's own checks.
 */
export type Referencia =
  /** A stage that must be of the rule's own flow (moverCard, copiarCard). */
  | { tipo: 'etapaDoFluxo'; idEtapa: string }
  /** A stage of another flow, where the card goes (moverCardOutroFluxo, copiarCardOutroFluxo). */
  | { tipo: 'outroFluxo'; idFluxo: string; idEtapa: string }
  /** Labels that must be of the rule's own flow. */
  | { tipo: 'etiquetas'; ids: string[] }
  /** People made responsible: each must be the flow's owner or authorised in it. */
  | { tipo: 'pessoas'; emails: string[] };

export interface ReferenciasDaAcao {
  id: string;
  key: ChaveAcao;
  titulo: string;
  referencias: Referencia[];
}

const fixos = (texto: string): string[] => [
  ...new Set(
    texto
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p && !p.includes('{{')),
  ),
];

/** The references of one action (none when its form does not parse: the schema refuses it elsewhere). */
export function referenciasDaAcao(acao: Pick<AcaoRegra, 'key' | 'formulario'>): Referencia[] {
  const f = formulariosAcao[acao.key].safeParse(acao.formulario ?? {});
  if (!f.success) return [];
  const d = f.data as Record<string, string>;
  switch (acao.key) {
    case 'moverCard':
    case 'copiarCard':
      return [{ tipo: 'etapaDoFluxo', idEtapa: d.idEtapaMoveCard! }];
    case 'moverCardOutroFluxo':
    case 'copiarCardOutroFluxo':
      return [{ tipo: 'outroFluxo', idFluxo: d.idFluxoMoveCard!, idEtapa: d.idEtapaMoveCard! }];
    case 'adicionarEtiquetas':
      return [{ tipo: 'etiquetas', ids: fixos(d.addEtiquetasIds!) }];
    case 'removerEtiquetas':
      return [{ tipo: 'etiquetas', ids: fixos(d.removerEtiquetasIds!) }];
    case 'adicionarResponsaveis':
      return [{ tipo: 'pessoas', emails: fixos(d.addResponsaveis!).map((e) => e.toLowerCase()) }];
    default:
      return [];
  }
}

/** Every action of the rule that names something beyond the card, with its title for messages. */
export function referenciasDaRegra(j: Pick<JsonRegras, 'acoes'>): ReferenciasDaAcao[] {
  return j.acoes
    .map((a) => ({ id: a.id, key: a.key, titulo: ACOES_REGRA[a.key].title, referencias: referenciasDaAcao(a) }))
    .filter((a) => a.referencias.length > 0);
}

/** The destination in another flow an action names, if any. */
export const destinoEmOutroFluxo = (a: Pick<AcaoRegra, 'key' | 'formulario'>) =>
  referenciasDaAcao(a).find((r): r is Extract<Referencia, { tipo: 'outroFluxo' }> => r.tipo === 'outroFluxo') ?? null;
