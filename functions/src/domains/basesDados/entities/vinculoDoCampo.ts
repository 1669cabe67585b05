import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';

type CampoComVinculo = Pick<CampoFormulario, 'nomeVariavel' | 'tipoCampoCombo' | 'vinculoDataBase'>;

/**
 * Is `campo` (a variable name) a combo field of these fields fed by exactly this base and column?
 * Its hidden and editable flags are not looked at: a rule may change them for one card
 * (configuracaoCampos), and the card is not part of the question.
 */
export function campoLigadoAColuna(
  campos: readonly CampoComVinculo[],
  campo: string,
  idBase: string,
  idColuna: string,
): boolean {
  return campos.some(
    (c) =>
      c.nomeVariavel === campo &&
      c.tipoCampoCombo === 'dataBase' &&
      c.vinculoDataBase?.idDataBase === idBase &&
      c.vinculoDataBase.idColuna === idColuna,
  );
}
