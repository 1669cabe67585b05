import type { ChaveAcao } from '@wf/shared/schemas/regra';
import { anexosDoCampoPelaRegra, comentarioPelaRegra, etiquetasPelaRegra, responsaveisPelaRegra } from '../../cards';
import {
  atualizarPelaRegra,
  configurarCamposPelaRegra,
  copiarPelaRegra,
  entreFluxosPelaRegra,
  formularioPelaRegra,
  moverPelaRegra,
  paraOTopoPelaRegra,
} from '../../instancias';
import { notificarPorRegra } from '../../notificacoes';
import { entregarWebhook } from '../webhooks/entregaWebhookService';
import type { acionarWebhook } from './acionarWebhook';
import type { adicionarComentario } from './adicionarComentario';
import type { alterarConfiguracaoCampos } from './alterarConfiguracaoCampos';
import type { alterarValoresCampos } from './alterarValoresCampos';
import type { AnexosPreparados } from './anexosFormulario';
import type { atualizarDescricao } from './atualizarDescricao';
import type { atualizarDetalhes } from './atualizarDetalhes';
import type { copiarCard } from './copiarCard';
import type { definirVencimento } from './definirVencimento';
import type { enviarEmail } from './enviarEmail';
import { notaIgnorados } from './destinatarios';
import { enviarEmailDaRegra } from './envioEmailDaRegra';
import type { enviarNotificacao } from './enviarNotificacao';
import { mensagensEnviarNotificacao } from './enviarNotificacao';
import type { DestinoOutroFluxo } from './entreFluxos';
import type { EtiquetasPreparadas } from './etiquetas';
import type { moverCard } from './moverCard';
import type { moverParaTopo } from './moverParaTopo';
import type { preencherVariaveisBaseDados } from './preencherVariaveisBaseDados';
import { autorDaRegra, erroAcao, idDerivado } from './regraComoAutor';
import type { ResponsaveisPreparados } from './responsaveis';
import type { ContextoAcao, ExecutorAcao, Preparado } from './tipos';

/**
 * What each action does with what its preparer answered (the preparers: acoes/<acao>.ts). Only
 * the engine reaches this file: the card writers, the sanitiser, S3, e-mail and webhooks stay out
 * of RegrasHttp. Each effect is keyed by ctx.idExecucaoAcao or has set semantics, so a rerun of
 * the action (its event redelivered) repeats nothing.
 */

/** Set semantics: a label already on (or already off) the card is skipped, so a redelivery changes nothing. */
async function etiquetas(ctx: ContextoAcao, p: EtiquetasPreparadas, operacao: 'incluir' | 'excluir') {
  const feitas = await etiquetasPelaRegra(
    ctx.deps,
    autorDaRegra(ctx),
    ctx.idInstancia,
    p.etiquetas.map((e) => e.id),
    operacao,
  );
  const nomes = p.etiquetas.filter((e) => feitas.includes(e.id)).map((e) => `"${e.descricao}"`);
  const verbo = operacao === 'incluir' ? 'adicionadas' : 'removidas';
  return {
    detalhes: nomes.length ? `Etiquetas ${verbo}: ${nomes.join(', ')}` : `Nenhuma etiqueta ${verbo.slice(0, -1)}`,
  };
}

/** Set semantics: a person already responsible (or already not) is skipped, so a redelivery changes nothing. */
async function responsaveis(ctx: ContextoAcao, p: ResponsaveisPreparados, operacao: 'incluir' | 'excluir') {
  const feitos = await responsaveisPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.emails, operacao);
  const verbo = operacao === 'incluir' ? 'adicionados' : 'removidos';
  return {
    detalhes: feitos.length
      ? `Responsáveis ${verbo}: ${feitos.join(', ')}`
      : `Nenhum responsável ${verbo.slice(0, -1)}`,
  };
}

/** Each file a new card attachment whose id comes from the action's run and the file (copied once). */
async function anexos(ctx: ContextoAcao, p: AnexosPreparados, modo: 'copiar' | 'mover') {
  const feitos = await anexosDoCampoPelaRegra(
    ctx.deps,
    autorDaRegra(ctx),
    ctx.idInstancia,
    p.campos.map((c) => c.nomeVariavel),
    modo,
    (idAnexo) => idDerivado(ctx, 'anexo', idAnexo),
  );
  const verbo = modo === 'copiar' ? 'copiados' : 'movidos';
  return { detalhes: `${feitos.length} anexo(s) ${verbo} para o card` };
}

const outroFluxo = (ctx: ContextoAcao, p: DestinoOutroFluxo, tipoOperacao: 'M' | 'C'): Promise<boolean> =>
  entreFluxosPelaRegra(ctx.deps, autorDaRegra(ctx), {
    idInstancia: ctx.idInstancia,
    idFluxoDestino: p.idFluxo,
    idEtapaDestino: p.idEtapa,
    tipoOperacao,
    idCopia: p.idCopia,
  });

const acionarWebhookExecutor: ExecutorAcao<Preparado<typeof acionarWebhook>> = (ctx, pedido) =>
  entregarWebhook(
    ctx.deps,
    {
      sigla: ctx.sigla,
      idFluxo: ctx.idFluxo,
      idRegra: ctx.regra.id,
      idExecucao: ctx.idExecucao,
      idExecucaoAcao: ctx.idExecucaoAcao,
    },
    pedido,
  );

const adicionarComentarioExecutor: ExecutorAcao<Preparado<typeof adicionarComentario>> = async (ctx, p) => {
  // Written with the mark of the action's run: a redelivered event adds no second comment.
  const id = await comentarioPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.comentario, ctx.idExecucaoAcao);
  return { detalhes: id ? `Comentário adicionado (${id})` : 'Comentário já adicionado' };
};

const alterarConfiguracaoCamposExecutor: ExecutorAcao<Preparado<typeof alterarConfiguracaoCampos>> = async (ctx, p) => {
  const mudou = await configurarCamposPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.configuracao);
  return {
    detalhes: mudou
      ? `Configuração dos campos alterada: ${p.titulos.join(', ')}`
      : 'Os campos já tinham essa configuração',
  };
};

const alterarValoresCamposExecutor: ExecutorAcao<Preparado<typeof alterarValoresCampos>> = async (ctx, p) => {
  await formularioPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.valores);
  return { detalhes: `Campos alterados: ${Object.keys(p.valores).join(', ')}` };
};

/** No matching record: recorded in the execution's details, nothing written, no retry. */
const preencherVariaveisBaseDadosExecutor: ExecutorAcao<Preparado<typeof preencherVariaveisBaseDados>> = async (
  ctx,
  p,
) => {
  if (!p.valores) return { detalhes: p.motivo };
  await formularioPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.valores);
  return { detalhes: `Campos preenchidos pela base de dados: ${Object.keys(p.valores).join(', ')}` };
};

const atualizarDescricaoExecutor: ExecutorAcao<Preparado<typeof atualizarDescricao>> = async (ctx, p) => {
  await atualizarPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, { descricao: p.descricao });
  return { detalhes: `Título alterado para "${p.descricao}"` };
};

const atualizarDetalhesExecutor: ExecutorAcao<Preparado<typeof atualizarDetalhes>> = async (ctx, p) => {
  await atualizarPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, { detalhes: p.detalhes });
  return { detalhes: 'Detalhes do card atualizados' };
};

const copiarCardExecutor: ExecutorAcao<Preparado<typeof copiarCard>> = async (ctx, p) => {
  const copiou = await copiarPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.idEtapa, p.idCopia);
  return {
    detalhes: copiou
      ? `Card copiado para a etapa "${p.descricaoEtapa}" (${p.idCopia})`
      : `Cópia já feita (${p.idCopia})`,
  };
};

const definirVencimentoExecutor: ExecutorAcao<Preparado<typeof definirVencimento>> = async (ctx, p) => {
  await atualizarPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, { dataVencimento: p.dataVencimento });
  return { detalhes: `Vencimento definido para ${p.dataVencimento}` };
};

/** Sent once, within the limits of addresses from form values (envioEmailDaRegra.ts). */
const enviarEmailExecutor: ExecutorAcao<Preparado<typeof enviarEmail>> = (ctx, e) => enviarEmailDaRegra(ctx, e);

const enviarNotificacaoExecutor: ExecutorAcao<Preparado<typeof enviarNotificacao>> = async (ctx, n) => {
  const variaveisIgnoradas = notaIgnorados({ invalidos: [], variaveisIgnoradas: n.variaveisIgnoradas });
  if (n.para.length === 0)
    throw erroAcao([mensagensEnviarNotificacao.semDestinatario, variaveisIgnoradas].filter(Boolean).join('; '));
  const r = await notificarPorRegra(ctx.deps, {
    sigla: ctx.sigla,
    idFluxo: ctx.idFluxo,
    idInstancia: ctx.idInstancia,
    chaveUnica: ctx.idExecucaoAcao,
    titulo: n.titulo,
    mensagem: n.mensagem,
    emails: n.para,
  });
  const partes = [
    r.notificados.length ? `Notificação enviada para ${r.notificados.join(', ')}` : '',
    r.jaNotificados.length ? `já notificados: ${r.jaNotificados.join(', ')}` : '',
    [...r.ignorados, ...n.ignorados].length
      ? `ignorados (não são pessoas do ambiente): ${[...r.ignorados, ...n.ignorados].join(', ')}`
      : '',
    r.semAcesso.length ? `ignorados (não podem ver o card): ${r.semAcesso.join(', ')}` : '',
    variaveisIgnoradas,
  ];
  return { detalhes: partes.filter(Boolean).join('; ') || 'Nenhuma notificação enviada' };
};

const moverCardExecutor: ExecutorAcao<Preparado<typeof moverCard>> = async (ctx, p) => {
  const moveu = await moverPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia, p.idEtapa);
  return {
    detalhes: moveu
      ? `Card movido para a etapa "${p.descricaoEtapa}"`
      : `O card já estava na etapa "${p.descricaoEtapa}"`,
  };
};

const moverParaTopoExecutor: ExecutorAcao<Preparado<typeof moverParaTopo>> = async (ctx, p) => {
  const moveu = await paraOTopoPelaRegra(ctx.deps, autorDaRegra(ctx), ctx.idInstancia);
  return {
    detalhes: moveu ? `Card movido para o topo da etapa "${p.descricaoEtapa}"` : 'O card já era o primeiro da etapa',
  };
};

/** Every action's executor, by key (the keys of preparadores.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry types its own payload
export const executoresRegistrados: Partial<Record<ChaveAcao, ExecutorAcao<any>>> = {
  acionarWebhook: acionarWebhookExecutor,
  adicionarComentario: adicionarComentarioExecutor,
  adicionarEtiquetas: (ctx, p: EtiquetasPreparadas) => etiquetas(ctx, p, 'incluir'),
  adicionarResponsaveis: (ctx, p: ResponsaveisPreparados) => responsaveis(ctx, p, 'incluir'),
  alterarConfiguracaoCampos: alterarConfiguracaoCamposExecutor,
  alterarValoresCampos: alterarValoresCamposExecutor,
  atualizarDescricao: atualizarDescricaoExecutor,
  atualizarDetalhes: atualizarDetalhesExecutor,
  // Nothing to do when it runs: every move path refuses a move it blocks, before the move commits.
  bloquearMovimentacao: () => Promise.resolve({ detalhes: 'Movimentação do card bloqueada' }),
  copiarAnexoFormulario: (ctx, p: AnexosPreparados) => anexos(ctx, p, 'copiar'),
  copiarCard: copiarCardExecutor,
  copiarCardOutroFluxo: async (ctx, p: DestinoOutroFluxo) => {
    const copiou = await outroFluxo(ctx, p, 'C');
    return {
      detalhes: copiou
        ? `Card copiado para a etapa "${p.descricaoEtapa}" de outro fluxo (${p.idCopia})`
        : `Cópia já feita (${p.idCopia})`,
    };
  },
  definirVencimento: definirVencimentoExecutor,
  enviarEmail: enviarEmailExecutor,
  enviarNotificacao: enviarNotificacaoExecutor,
  moverAnexoFormulario: (ctx, p: AnexosPreparados) => anexos(ctx, p, 'mover'),
  preencherVariaveisBaseDados: preencherVariaveisBaseDadosExecutor,
  moverCard: moverCardExecutor,
  moverCardOutroFluxo: async (ctx, p: DestinoOutroFluxo) => {
    const moveu = await outroFluxo(ctx, p, 'M');
    return {
      detalhes: moveu
        ? `Card movido para a etapa "${p.descricaoEtapa}" de outro fluxo`
        : 'O card já estava no fluxo destino',
    };
  },
  moverParaTopo: moverParaTopoExecutor,
  removerEtiquetas: (ctx, p: EtiquetasPreparadas) => etiquetas(ctx, p, 'excluir'),
  removerResponsaveis: (ctx, p: ResponsaveisPreparados) => responsaveis(ctx, p, 'excluir'),
};
