import type { AppDeps } from '../../../kernel/deps';
import { erro } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { escrever } from '../../../data/entidade';
import {
  rotacionarSegredoWebhookItem,
  type SegredoWebhookArmazenado,
} from '../../../data/repositories/segredoWebhookRepository';
import { cifrar } from '../../../lib/cifraSegredos';
import { erroRegra } from '../erros';
import {
  chaveDeCifra,
  contexto,
  novoSegredo,
  segredoAtual,
  VALIDADE_SEGREDO_ANTERIOR_MS,
} from '../webhooks/segredoDaRegra';
import { regraVisivel } from './regraService';

/** Who may save the rule may see and rotate its secret; anyone else gets what a save would answer. */
async function regraDoEditor(deps: AppDeps, sessao: Sessao, idRegra: string): Promise<void> {
  const r = await regraVisivel(deps, sessao, idRegra, 'editar');
  if (r.idUsuarioCriador !== sessao.usuarioId) throw erroRegra.somenteCriador();
}

/** GET fluxo/regras/segredo-webhook/{id}: { segredo }. */
export async function obterSegredoWebhookRegra(
  deps: AppDeps,
  sessao: Sessao,
  idRegra: string,
): Promise<{ segredo: string }> {
  await regraDoEditor(deps, sessao, idRegra);
  return { segredo: (await segredoAtual(deps, sessao.sigla, idRegra)).segredo };
}

/** POST fluxo/regras/segredo-webhook/rotacionar: a new secret; the one it replaces signs for 24 h more. */
export async function rotacionarSegredoWebhookRegra(
  deps: AppDeps,
  sessao: Sessao,
  idRegra: string,
): Promise<{ segredo: string; anteriorValidoAte: string }> {
  await regraDoEditor(deps, sessao, idRegra);
  const { armazenado } = await segredoAtual(deps, sessao.sigla, idRegra);
  const segredo = novoSegredo();
  const agora = deps.clock();
  const anteriorValidoAte = new Date(agora.getTime() + VALIDADE_SEGREDO_ANTERIOR_MS).toISOString();
  const novo: SegredoWebhookArmazenado = {
    cifrado: cifrar(chaveDeCifra(deps), contexto(sessao.sigla, idRegra), segredo),
    criadoEm: agora.toISOString(),
    anteriorCifrado: armazenado.cifrado,
    anteriorValidoAte,
  };
  if (!(await escrever(deps, rotacionarSegredoWebhookItem(deps, sessao.sigla, idRegra, novo, armazenado.cifrado)))) {
    throw erro.conflito('O segredo do webhook acabou de ser trocado por outra pessoa. Tente novamente.');
  }
  return { segredo, anteriorValidoAte };
}
