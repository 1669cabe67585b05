import { COR_PADRAO } from '@wf/shared/constants/fluxos';
import type { InserirByGpt } from '@wf/shared/schemas/ia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { atualizarCamposFormulario, criarVinculo, inserirEtapa } from '../../etapas';
import { criarFluxo } from '../../fluxos';

/**
 * POST /api/fluxos/inserir-by-gpt: the reviewed proposal made real by the product's own services,
 * as the person would by hand (flow, then each stage linked from the stages that lead to it, the
 * remaining links, then each form), so every rule of those services applies. Not one
 * transaction: a failure half-way leaves a flow the person can finish or delete (docs/adr/0065).
 */
export async function inserirFluxoProposto(
  deps: AppDeps,
  sessao: Sessao,
  dados: InserirByGpt,
): Promise<{ id: string }> {
  const { Fluxo } = await criarFluxo(deps, sessao, dados.Fluxo);
  const etapas = [...dados.listaEtapasGpt].sort(
    (a, b) => (b.etapaInicial === 'S' ? 1 : 0) - (a.etapaInicial === 'S' ? 1 : 0),
  );
  const ids = new Map<string, string>();
  const ligadas = new Set<string>();
  for (const e of etapas) {
    // The stages already made that lead here become its origins (inserirEtapa links them).
    const origens = etapas.filter((o) => ids.has(o.descricao) && o.destinos.includes(e.descricao));
    const r = await inserirEtapa(deps, sessao, {
      Etapa: {
        idFluxo: Fluxo.id,
        descricao: e.descricao,
        cor: COR_PADRAO,
        etapaInicial: ids.size === 0 ? 'S' : 'N',
        etapaFinal: 'N',
        fluxoAberto: 'N',
      },
      listaEtapas:
        ids.size === 0
          ? []
          : origens.length
            ? origens.map((o) => ids.get(o.descricao)!)
            : [ids.get(etapas[0].descricao)!],
    });
    ids.set(e.descricao, r.Etapa.id);
    for (const o of origens.length ? origens : ids.size > 1 ? [etapas[0]] : [])
      ligadas.add(`${o.descricao}\u0000${e.descricao}`);
  }
  for (const e of etapas) {
    for (const d of e.destinos) {
      const chave = `${e.descricao}\u0000${d}`;
      if (ligadas.has(chave) || !ids.has(d) || d === e.descricao) continue;
      ligadas.add(chave);
      await criarVinculo(deps, sessao, {
        EtapaRel: {
          idEtapaOrigem: ids.get(e.descricao)!,
          idEtapaDestino: ids.get(d)!,
          posicaoOrigem: 'right',
          posicaoDestino: 'left',
        },
      });
    }
  }
  for (const e of etapas) {
    if (e.listaCamposFormulario.length)
      await atualizarCamposFormulario(deps, sessao, ids.get(e.descricao)!, e.listaCamposFormulario);
  }
  return { id: Fluxo.id };
}
