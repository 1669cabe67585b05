import { paraValoresDoForm, paraValoresGravados, type CampoDeFormulario } from '../../../lib/valoresFormulario';

/**
 * Typed input of the card's stage form against the stored values, so that a refetch of the card
 * (an upload, a live update from someone else, any other action in the modal) never discards
 * what a person typed and has not saved.
 *
 * Fields are compared as they would be stored (paraValoresGravados: trimmed text, ISO dates,
 * currency as a number), each as JSON text, keyed by variable name; only the fields a person can
 * type into take part (the others always show what is stored).
 */
export type Retrato = Readonly<Record<string, string>>;

export function retratoDoForm(campos: readonly CampoDeFormulario[], valoresForm: Record<string, unknown>): Retrato {
  const gravados = paraValoresGravados(campos, valoresForm);
  return Object.fromEntries(Object.entries(gravados).map(([nome, valor]) => [nome, JSON.stringify(valor ?? null)]));
}

/** The stored values as the form would hold them and give them back. */
export const retratoGravado = (campos: readonly CampoDeFormulario[], valores: Record<string, unknown>): Retrato =>
  retratoDoForm(campos, paraValoresDoForm(campos, valores));

const NULO = 'null';

/** Variable names of the fields typed and not saved: their value differs from the stored one last shown. */
export function camposAlterados(
  campos: readonly CampoDeFormulario[],
  valoresForm: Record<string, unknown>,
  base: Retrato,
): string[] {
  const atual = retratoDoForm(campos, valoresForm);
  return Object.keys(atual).filter((nome) => atual[nome] !== (base[nome] ?? NULO));
}

export interface Mescla {
  /** The form values to set (by the field's name in the form): every field not being edited. */
  aplicar: Array<{ name: string; value: unknown }>;
  /** Fields being edited whose stored value changed meanwhile to something else: the typed value stays. */
  conflitos: string[];
  /** The stored values now shown, to compare the next input with. */
  base: Retrato;
}

/**
 * New stored values meet the form: fields not being edited take them, fields being edited keep
 * what was typed. `baseAnterior` is null on the first fill (every field takes the stored value).
 */
export function mesclarValores(
  campos: readonly CampoDeFormulario[],
  valoresForm: Record<string, unknown>,
  baseAnterior: Retrato | null,
  valoresNovos: Record<string, unknown>,
): Mescla {
  const novosNoForm = paraValoresDoForm(campos, valoresNovos);
  const base = retratoGravado(campos, valoresNovos);
  const atual = retratoDoForm(campos, valoresForm);
  const alterados = new Set(baseAnterior ? camposAlterados(campos, valoresForm, baseAnterior) : []);
  const aplicar = campos
    .filter((c) => !alterados.has(c.nomeVariavel))
    .map((c) => ({ name: c.dataIndex, value: novosNoForm[c.dataIndex] }));
  const conflitos = [...alterados].filter(
    (nome) => (baseAnterior?.[nome] ?? NULO) !== (base[nome] ?? NULO) && atual[nome] !== (base[nome] ?? NULO),
  );
  return { aplicar, conflitos, base };
}
