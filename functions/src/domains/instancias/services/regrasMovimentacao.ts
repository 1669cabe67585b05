import type { moverInstanciaSchema } from '@wf/shared/schemas/instancia';
import type { ErroMovimentacao } from '@wf/shared/types/instancia';
import { camposDoCard } from '@wf/shared/validation/configuracaoCampos';
import { validarFormularioCard } from '@wf/shared/validation/formularioCard';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import {
  carregarEtapa,
  destinosPermitidos,
  type EtapaArmazenada,
  type FluxoCarregado,
  permissoesNaEtapa,
} from '../../fluxos';
import type { InstanciaArmazenada } from '../entities/instancia';
import { erroInstancia } from '../erros';

/**
 * The rules of a move shared by the one-card move (movimentacaoService) and the bulk jobs. Kept
 * apart from the answers' presentation so the jobs consumer does not bundle (and load at cold
 * start) what only HTTP answers need, such as the S3 client that signs photo URLs.
 */

type Mover = z.infer<typeof moverInstanciaSchema>;

/** Destinations of a stage: final none, open every other stage, otherwise its links. */
export function conferirDestino(
  fluxo: FluxoCarregado,
  origem: EtapaArmazenada,
  idEtapaDestino: string,
): EtapaArmazenada {
  const destino = fluxo.etapas.find((e) => e.id === idEtapaDestino);
  if (!destino || !destinosPermitidos(origem, fluxo.etapas, fluxo.vinculos).includes(destino.id)) {
    throw erroInstancia.destinoNaoPermitido();
  }
  return destino;
}

/** The cards whose current stage form blocks them from leaving it. */
export function errosDeMovimentacao(etapa: EtapaArmazenada, cards: readonly InstanciaArmazenada[]): ErroMovimentacao[] {
  return cards.flatMap((c) => {
    const erros = validarFormularioCard(
      camposDoCard(etapa.listaCamposFormulario, c.configuracaoCampos),
      c.listaValoresFormulario,
    );
    return erros.length ? [{ idInstancia: c.id, descricao: c.descricao, erros }] : [];
  });
}

/**
 * The checks of PATCH /api/instancias/mover with { idEtapaOrigem, idEtapaDestino } that cost
 * the same whatever the stage's size: permiteExecutarInstancias on the source stage and a
 * destination it may send cards to. The move itself is a bulk job (jobMoverEtapaService).
 */
export async function conferirMoverTodos(
  deps: AppDeps,
  sessao: Sessao,
  d: Extract<Mover, { idEtapaOrigem: string }>,
): Promise<{ origem: EtapaArmazenada; destino: EtapaArmazenada }> {
  const fluxo = await carregarEtapa(deps, sessao, d.idEtapaOrigem);
  const origem = fluxo.etapa;
  if (permissoesNaEtapa(fluxo.ctx, origem.id).permiteExecutarInstancias !== 'S')
    throw erroInstancia.semPermissaoMover();
  return { origem, destino: conferirDestino(fluxo, origem, d.idEtapaDestino) };
}
