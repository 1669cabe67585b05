import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { AppDeps } from '../../../kernel/deps';
import { proximaSequenciaCards } from '../../../data/repositories/fluxoRepository';
import { proximaSequenciaDoDia } from '../../../data/repositories/instanciaRepository';
import { campoIdDoFormulario, gerarIdUnico, padraoUsa } from '../entities/campoId';
import { hojeNoTenant } from '../../../lib/datas';

/**
 * The value of a new card's generated id field, when its initial stage has one: the pattern's
 * sequences are taken before the create transaction (gaps possible if it fails), or a random
 * hash. One rule for cards created in the app and through the public form.
 */
export async function gerarIdUnicoDoCard(
  deps: AppDeps,
  sigla: string,
  idFluxo: string,
  campos: readonly CampoFormulario[],
  agora: Date,
): Promise<{ campo: CampoFormulario; valor: string } | null> {
  const campo = campoIdDoFormulario(campos);
  if (!campo) return null;
  const [sequencia, sequenciaDia] = await Promise.all([
    padraoUsa(campo, 'NS') ? proximaSequenciaCards(deps, sigla, idFluxo) : null,
    padraoUsa(campo, 'SDD')
      ? proximaSequenciaDoDia(deps, sigla, idFluxo, hojeNoTenant(agora), Math.floor(agora.getTime() / 1000) + 2 * 86400)
      : null,
  ]);
  const valor = gerarIdUnico(campo, {
    agora,
    sequencia,
    sequenciaDia,
    hashAleatorio: () => deps.newId().replace(/-/g, '').slice(0, 12).toUpperCase(),
  });
  return { campo, valor };
}
