import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarInstancia, configurarCamposItem, vizinhoNaEtapa } from '../../../data/repositories/instanciaRepository';
import { transact } from '../../../data/transact';
import type { ConfiguracaoCamposCard } from '@wf/shared/validation/configuracaoCampos';
import type { EtapaArmazenada, FluxoCarregado } from '../../fluxos';
import { chavesDepoisDe } from '../entities/ordem';
import { erroInstancia } from '../erros';
import { carregarInstancia, type ContextoInstancia } from './contextoInstancia';
import { conferirEntreFluxos, copiarMoverEntreFluxos, itensCopiarParaOutroFluxo } from './entreFluxosService';
import { detalheCard, evento } from './escritasCard';
import { atualizarFormulario } from './formularioService';
import { atualizarInstancia, valoresValidados } from './instanciaService';
import { atualizarOrdem, moverInstancia } from './movimentacaoService';
import { conferirDestino } from './regrasMovimentacao';

/**
 * The card changes of the rules' actions (domains/regras/acoes), through the same services and
 * transactions as a person's change. `autor` is the rule's session (Sessao.profundidadeRegra
 * set): it has every stage permission, while the flow's structural rules hold (a move needs a
 * link and a complete form; cross-flow needs the flows' send/receive permissions), and the
 * events it publishes carry the rule's depth. Each change is effective once for a redelivered
 * event: it does nothing when the card is already as asked, and a copy's id is the caller's.
 * Each answers whether it changed anything.
 */

export { conferirDestino, conferirEntreFluxos, valoresValidados };

export const carregarCardDaRegra = (deps: AppDeps, autor: Sessao, idInstancia: string): Promise<ContextoInstancia> =>
  carregarInstancia(deps, autor, idInstancia);

/** A stage of the card's own flow; another flow's stage (or none) is refused. */
function etapaDoFluxo(ctx: FluxoCarregado, idEtapa: string): EtapaArmazenada {
  const etapa = ctx.etapas.find((e) => e.id === idEtapa);
  if (!etapa) throw erroInstancia.destinoNaoPermitido();
  return etapa;
}

export async function moverPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  idEtapaDestino: string,
): Promise<boolean> {
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  if (ctx.instancia.idEtapa === idEtapaDestino) return false;
  await moverInstancia(deps, autor, { idInstancia, idEtapaDestino });
  return true;
}

/** A copy in a stage of the card's flow, at its bottom; `idCopia` already there: nothing. */
export async function copiarPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  idEtapaDestino: string,
  idCopia: string,
): Promise<boolean> {
  if (await buscarInstancia(deps, autor.sigla, idCopia)) return false;
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  const destino = etapaDoFluxo(ctx, idEtapaDestino);
  const ultima = await vizinhoNaEtapa(deps, autor.sigla, destino.id, { ultimo: true });
  const [ordemChave] = chavesDepoisDe(ultima?.ordemChave ?? null, 1);
  const gravou = await transact(
    deps,
    itensCopiarParaOutroFluxo(deps, autor, ctx.instancia, destino, ordemChave!, deps.clock(), idCopia),
  );
  if (gravou) return true;
  // A concurrent run of the same action wrote it first.
  if (await buscarInstancia(deps, autor.sigla, idCopia)) return false;
  throw erroInstancia.alteradoPorOutro();
}

/** Move (M) or copy (C, with the caller's id) to a stage of another flow. */
export async function entreFluxosPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  d: { idInstancia: string; idFluxoDestino: string; idEtapaDestino: string; tipoOperacao: 'M' | 'C'; idCopia: string },
): Promise<boolean> {
  if (d.tipoOperacao === 'C' && (await buscarInstancia(deps, autor.sigla, d.idCopia))) return false;
  if (d.tipoOperacao === 'M') {
    const c = await buscarInstancia(deps, autor.sigla, d.idInstancia);
    if (c?.idFluxo === d.idFluxoDestino) return false;
  }
  const { idCopia, ...corpo } = d;
  await copiarMoverEntreFluxos(deps, autor, corpo, { idCopia });
  return true;
}

/** To the top of its stage; already the first card: nothing. */
export async function paraOTopoPelaRegra(deps: AppDeps, autor: Sessao, idInstancia: string): Promise<boolean> {
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  const primeira = await vizinhoNaEtapa(deps, autor.sigla, ctx.instancia.idEtapa, {});
  if (!primeira || primeira.id === idInstancia) return false;
  await atualizarOrdem(deps, autor, { idInstancia, ordemNaEtapa: 1, idInstanciaPosterior: primeira.id });
  return true;
}

/** Title, details, due date (the service writes nothing when they are already so). */
export async function atualizarPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  dados: { descricao?: string; detalhes?: string; dataVencimento?: string | null },
): Promise<void> {
  await atualizarInstancia(deps, autor, idInstancia, dados);
}

/** Values of the current stage's form (only the values that differ are written). */
export async function formularioPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  valores: Record<string, unknown>,
): Promise<void> {
  await atualizarFormulario(deps, autor, idInstancia, valores);
}

/** The card's own field settings, merged over those it has; already so: nothing. */
export async function configurarCamposPelaRegra(
  deps: AppDeps,
  autor: Sessao,
  idInstancia: string,
  novas: ConfiguracaoCamposCard,
): Promise<boolean> {
  const ctx = await carregarInstancia(deps, autor, idInstancia);
  const c = ctx.instancia;
  const atual = c.configuracaoCampos ?? {};
  const configuracao = { ...atual, ...novas };
  const mesma = (k: string) =>
    atual[k]?.indObrigatorio === novas[k]?.indObrigatorio &&
    atual[k]?.indEditavel === novas[k]?.indEditavel &&
    atual[k]?.indOculto === novas[k]?.indOculto;
  if (Object.keys(novas).every(mesma)) return false;
  const gravou = await transact(deps, [
    configurarCamposItem(deps, autor.sigla, c.id, configuracao, deps.clock()),
    evento(deps, { tipo: 'cardAtualizado', detalhe: { ...detalheCard(autor, c), campos: ['configuracaoCampos'] } }),
  ]);
  if (!gravou) throw erroInstancia.naoEncontrada();
  return true;
}
