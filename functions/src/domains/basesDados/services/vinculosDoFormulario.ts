import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarBaseDados } from '../../../data/repositories/baseDadosRepository';
import { erroBaseDados } from '../erros';
import { podeEditar } from './acessoBaseDados';

type Campo = Pick<CampoFormulario, 'tipoCampoCombo' | 'vinculoDataBase'>;

const chave = (v: { idDataBase: string; idColuna: string }) => `${v.idDataBase}\u0000${v.idColuna}`;
const vinculos = (campos: readonly Campo[]) =>
  campos.flatMap((c) => (c.tipoCampoCombo === 'dataBase' && c.vinculoDataBase ? [c.vinculoDataBase] : []));

/**
 * A stage's form saved (or imported) may bind a combo to a base column only if the person may
 * edit that base: a binding is what opens the column's options to whoever fills the field, so
 * binding any column would read any base. Bindings the stage already had are kept as they are
 * (someone else may re-save a form a base's editor set up). A base of another tenant, one that
 * does not exist and one the person may not edit are the same 404; a column it lacks is 400.
 */
export async function conferirNovosVinculos(
  deps: AppDeps,
  sessao: Sessao,
  antes: readonly Campo[],
  depois: readonly Campo[],
): Promise<void> {
  const existentes = new Set(vinculos(antes).map(chave));
  const novos = vinculos(depois).filter((v) => !existentes.has(chave(v)));
  for (const idBase of new Set(novos.map((v) => v.idDataBase))) {
    const b = await buscarBaseDados(deps, sessao.sigla, idBase);
    if (!b || !(await podeEditar(deps, sessao, b))) throw erroBaseDados.naoEncontrada();
    if (novos.some((v) => v.idDataBase === idBase && !b.colunas.some((c) => c.id === v.idColuna)))
      throw erroBaseDados.colunaInvalida();
  }
}
