import { mensagensCard } from '@wf/shared/constants/cards';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { AppDeps } from '../../../kernel/deps';
import { valorExisteNaColuna } from '../../basesDados';
import { erroInstancia } from '../erros';

/**
 * A combo field fed by a data base takes only a value of its column: each value sent for such a
 * field (already checked by valoresValidados) is looked up in the base, one bounded lookup per
 * value, in the card's tenant. 400 `Opção inválida` by nomeVariavel otherwise. Only the values
 * being written are checked: a record removed later does not block the card's other changes.
 */
export async function conferirValoresBaseDados(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  sigla: string,
  campos: readonly CampoFormulario[],
  valores: Record<string, unknown>,
): Promise<void> {
  const erros: Record<string, string> = {};
  for (const campo of campos) {
    const vinculo = campo.tipoCampoCombo === 'dataBase' ? campo.vinculoDataBase : null;
    const valor = valores[campo.nomeVariavel];
    if (!vinculo || valor === undefined || valor === null || valor === '') continue;
    const lista = (Array.isArray(valor) ? valor : [valor]).filter(
      (v): v is string => typeof v === 'string' && v !== '',
    );
    for (const v of lista) {
      if (!(await valorExisteNaColuna(deps, sigla, vinculo, v))) {
        erros[campo.nomeVariavel] = mensagensCard.opcaoInvalida;
        break;
      }
    }
  }
  if (Object.keys(erros).length) throw erroInstancia.formularioInvalido(erros);
}
