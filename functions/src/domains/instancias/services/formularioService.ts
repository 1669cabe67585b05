import { camposDoCard } from '@wf/shared/validation/configuracaoCampos';
import type { Instancia } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { atualizarValoresFormularioItem } from '../../../data/repositories/instanciaRepository';
import { transact } from '../../../data/transact';
import { erroInstancia } from '../erros';
import { carregarInstancia, conferirAbrirCard, conferirExecutar } from './contextoInstancia';
import { etapaAnteriorEditavel } from './etapasAnterioresService';
import { detalheCard, evento } from './escritasCard';
import { apresentar, valoresValidados } from './instanciaService';
import { conferirValoresBaseDados } from './valoresBaseDados';

/**
 * PUT /api/instancia/formulario/atualizar/{id}: values of the form of the card's current stage,
 * or of an earlier stage it went through (`idEtapa`), each checked by that stage's field
 * (format, options, length; not-editable fields refused). Required fields are NOT checked here:
 * a form may be saved half-filled; they block the move out of the stage (docs/adr/0014-cards-core.md).
 * Needs permiteExecutarInstancias on the stage whose form it is.
 */
export async function atualizarFormulario(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  novos: Record<string, unknown>,
  idEtapa?: string,
  tentativa = 1,
): Promise<Instancia> {
  const ctx = await carregarInstancia(deps, sessao, id);
  conferirAbrirCard(ctx);
  let etapa = ctx.etapa;
  if (idEtapa && idEtapa !== ctx.etapa.id) etapa = await etapaAnteriorEditavel(deps, sessao, ctx, idEtapa);
  else conferirExecutar(ctx);
  const c = ctx.instancia;
  const valores = valoresValidados(camposDoCard(etapa.listaCamposFormulario, c.configuracaoCampos), novos);
  const nomes = Object.keys(valores).filter(
    (n) => JSON.stringify(valores[n]) !== JSON.stringify(c.listaValoresFormulario[n] ?? null),
  );
  if (nomes.length === 0) return apresentar(deps, sessao, ctx, c, 0);
  const mudancas = Object.fromEntries(nomes.map((n) => [n, valores[n]]));
  await conferirValoresBaseDados(deps, sessao.sigla, etapa.listaCamposFormulario, mudancas);
  const agora = deps.clock();
  const gravou = await transact(deps, [
    atualizarValoresFormularioItem(
      deps,
      sessao.sigla,
      c.id,
      c.idEtapa,
      mudancas,
      agora,
      Object.keys(c.listaValoresFormulario).length > 0,
    ),
    evento(deps, { tipo: 'campoFormularioAtualizado', detalhe: { ...detalheCard(sessao, c), nomesVariaveis: nomes } }),
  ]);
  if (!gravou) {
    // Another write came between the read and this one: the card's first values (the whole map is
    // written when it has none), or the same values by a second run of this change (a rule's action
    // delivered again after a crash). Read again once: equal values write nothing, others go
    // field by field over the map that now exists.
    if (tentativa === 1) return atualizarFormulario(deps, sessao, id, novos, idEtapa, 2);
    // The card left the stage (or was deleted) after it was read: its form is another one now.
    throw erroInstancia.alteradoPorOutro();
  }
  const atualizado = {
    ...c,
    listaValoresFormulario: { ...c.listaValoresFormulario, ...mudancas },
    dataHoraAlteracao: agora.toISOString(),
  };
  return apresentar(deps, sessao, ctx, atualizado, 0);
}
