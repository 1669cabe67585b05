import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { listarIndiceConcessoesOrg } from '../../../data/repositories/autorizacaoOrgRepository';
import { concessoesQueAlcancam } from '../../organograma';

/** The bases the person's units' grants reach (the tenant's index of unit grants, resolved against his links now). */
export async function idsDasBasesPorUnidade(deps: AppDeps, sessao: Sessao): Promise<string[]> {
  const indice = (await listarIndiceConcessoesOrg(deps, sessao.sigla)).filter((i) => i.tipo === 'BASE');
  const alcancam = await concessoesQueAlcancam(deps, sessao.sigla, sessao.usuarioId, indice);
  return [...new Set(alcancam.map((c) => c.idAlvo))];
}
