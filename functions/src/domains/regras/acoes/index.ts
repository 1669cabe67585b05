import type { ChaveAcao } from '@wf/shared/schemas/regra';
import { acionarWebhook } from './acionarWebhook';
import { enviarEmail } from './enviarEmail';
import { enviarNotificacao } from './enviarNotificacao';
import type { DefinicaoAcao } from './tipos';

/**
 * Every action the engine can run, by key (one file per action beside this one). The editor's
 * picker offers only the keys present here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry types its own formulario and payload
export const acoesRegistradas: Partial<Record<ChaveAcao, DefinicaoAcao<any, any>>> = {
  acionarWebhook,
  enviarEmail,
  enviarNotificacao,
};
