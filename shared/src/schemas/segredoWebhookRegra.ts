import * as z from 'zod';
import { mensagensRegra } from '../constants/regras';
import { identificador } from './campos';

/**
 * The signing secret of a rule's webhook (Standard Webhooks): each rule has its own, seen and
 * rotated in the rule editor by whoever may save the rule.
 */

/** POST /api/fluxo/regras/segredo-webhook/rotacionar */
export const rotacionarSegredoWebhookRegraSchema = z.object({
  idRegra: identificador(mensagensRegra.regraNaoEncontrada),
});

/** GET /api/fluxo/regras/segredo-webhook/{id} */
export interface SegredoWebhookRegra {
  segredo: string;
}

/** POST /api/fluxo/regras/segredo-webhook/rotacionar: the new secret; the previous one signs too until then. */
export interface SegredoWebhookRotacionado extends SegredoWebhookRegra {
  anteriorValidoAte: string;
}
