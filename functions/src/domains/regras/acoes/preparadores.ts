import type { ChaveAcao } from '@wf/shared/schemas/regra';
import { acionarWebhook } from './acionarWebhook';
import { adicionarComentario } from './adicionarComentario';
import { adicionarEtiquetas } from './adicionarEtiquetas';
import { adicionarResponsaveis } from './adicionarResponsaveis';
import { alterarConfiguracaoCampos } from './alterarConfiguracaoCampos';
import { alterarValoresCampos } from './alterarValoresCampos';
import { atualizarDescricao } from './atualizarDescricao';
import { atualizarDetalhes } from './atualizarDetalhes';
import { bloquearMovimentacao } from './bloquearMovimentacao';
import { copiarAnexoFormulario } from './copiarAnexoFormulario';
import { copiarCard } from './copiarCard';
import { copiarCardOutroFluxo } from './copiarCardOutroFluxo';
import { definirVencimento } from './definirVencimento';
import { enviarEmail } from './enviarEmail';
import { enviarNotificacao } from './enviarNotificacao';
import { moverAnexoFormulario } from './moverAnexoFormulario';
import { preencherVariaveisBaseDados } from './preencherVariaveisBaseDados';
import { moverCard } from './moverCard';
import { moverCardOutroFluxo } from './moverCardOutroFluxo';
import { moverParaTopo } from './moverParaTopo';
import { removerEtiquetas } from './removerEtiquetas';
import { removerResponsaveis } from './removerResponsaveis';
import type { PreparoAcao } from './tipos';

/**
 * Every action's preparer, by key (one file per action beside this one): what `simular` runs.
 * Their executors are executores.ts; acoesRegistradas (index.ts) joins the two for the engine.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry types its own formulario and payload
export const preparadoresRegistrados: Partial<Record<ChaveAcao, PreparoAcao<any, any>>> = {
  acionarWebhook,
  adicionarComentario,
  adicionarEtiquetas,
  adicionarResponsaveis,
  alterarConfiguracaoCampos,
  alterarValoresCampos,
  atualizarDescricao,
  atualizarDetalhes,
  bloquearMovimentacao,
  copiarAnexoFormulario,
  copiarCard,
  copiarCardOutroFluxo,
  definirVencimento,
  enviarEmail,
  enviarNotificacao,
  moverAnexoFormulario,
  preencherVariaveisBaseDados,
  moverCard,
  moverCardOutroFluxo,
  moverParaTopo,
  removerEtiquetas,
  removerResponsaveis,
};
