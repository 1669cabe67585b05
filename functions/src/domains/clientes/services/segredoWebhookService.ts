import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../../app/deps';
import { ErroDominio } from '../../../app/errors';
import type { Sessao } from '../../../app/sessao';
import {
  buscarSegredoWebhook,
  criarSegredoWebhookItem,
  rotacionarSegredoWebhookItem,
  type SegredoWebhookArmazenado,
} from '../../../data/repositories/segredoWebhookRepository';
import { escrever } from '../../../data/entidade';
import { cifrar, decifrar } from '../../../lib/cifraSegredos';
import { erroCliente } from '../erros';
import { LIMITES_REGRA } from '@wf/shared/constants/regras';

/** The tenant administrator (profile 2) alone sees and rotates the secret. */
const PERFIL_ADMINISTRADOR_AMBIENTE = '2';

/**
 * After a rotation the previous secret still signs (a second signature in webhook-signature) for
 * as long as a delivery may be retried: a receiver updates its secret without losing the
 * retries already under way, and after that the old secret is worthless.
 */
export const VALIDADE_SEGREDO_ANTERIOR_MS = LIMITES_REGRA.webhookJanelaTentativasMs;

/** Standard Webhooks' form: `whsec_` and the base64 of 32 random bytes. */
const novoSegredo = (): string => `whsec_${randomBytes(32).toString('base64')}`;

function chaveDeCifra(deps: Pick<AppDeps, 'env'>): string {
  if (!deps.env.chaveSegredos) throw new ErroDominio(503, 'ESegredoIndisponivel', 'Segredo de webhooks indisponível neste ambiente');
  return deps.env.chaveSegredos;
}

const contexto = (sigla: string) => `segredo-webhook:${sigla}`;

/** The current secret of the tenant, created (encrypted) on first use; two first uses at once keep one. */
async function segredoAtual(deps: AppDeps, sigla: string): Promise<{ segredo: string; armazenado: SegredoWebhookArmazenado }> {
  const chave = chaveDeCifra(deps);
  let armazenado = await buscarSegredoWebhook(deps, sigla);
  if (!armazenado) {
    const novo: SegredoWebhookArmazenado = {
      cifrado: cifrar(chave, contexto(sigla), novoSegredo()),
      criadoEm: deps.clock().toISOString(),
      anteriorCifrado: null,
      anteriorValidoAte: null,
    };
    const criou = await escrever(deps, criarSegredoWebhookItem(deps, sigla, novo));
    armazenado = criou ? novo : await buscarSegredoWebhook(deps, sigla);
    if (!armazenado) throw new Error('Segredo de webhook sumiu logo após ser criado');
  }
  return { segredo: decifrar(chave, contexto(sigla), armazenado.cifrado), armazenado };
}

function exigirAdministrador(sessao: Sessao): void {
  if (sessao.perfilUsuario !== PERFIL_ADMINISTRADOR_AMBIENTE) throw erroCliente.somenteAdministradorSegredoWebhook();
}

/** GET /api/cliente/segredo-webhook */
export async function obterSegredoWebhook(deps: AppDeps, sessao: Sessao): Promise<{ segredo: string }> {
  exigirAdministrador(sessao);
  return { segredo: (await segredoAtual(deps, sessao.sigla)).segredo };
}

/** POST /api/cliente/segredo-webhook/rotacionar: a new secret; the one it replaces signs for 24 h more. */
export async function rotacionarSegredoWebhook(deps: AppDeps, sessao: Sessao): Promise<{ segredo: string }> {
  exigirAdministrador(sessao);
  const { armazenado } = await segredoAtual(deps, sessao.sigla);
  const segredo = novoSegredo();
  const agora = deps.clock();
  const gravou = await escrever(
    deps,
    rotacionarSegredoWebhookItem(
      deps,
      sessao.sigla,
      {
        cifrado: cifrar(chaveDeCifra(deps), contexto(sessao.sigla), segredo),
        criadoEm: agora.toISOString(),
        anteriorCifrado: armazenado.cifrado,
        anteriorValidoAte: new Date(agora.getTime() + VALIDADE_SEGREDO_ANTERIOR_MS).toISOString(),
      },
      armazenado.cifrado,
    ),
  );
  if (!gravou) throw erroCliente.segredoRotacionadoPorOutro();
  return { segredo };
}

/** The secrets a delivery signs with now: the current one, and the previous one while it is still valid. */
export async function segredosDeAssinatura(deps: AppDeps, sigla: string): Promise<string[]> {
  const { segredo, armazenado } = await segredoAtual(deps, sigla);
  const anteriorValido =
    armazenado.anteriorCifrado && armazenado.anteriorValidoAte && Date.parse(armazenado.anteriorValidoAte) > deps.clock().getTime();
  return anteriorValido && armazenado.anteriorCifrado
    ? [segredo, decifrar(chaveDeCifra(deps), contexto(sigla), armazenado.anteriorCifrado)]
    : [segredo];
}
