import { idDerivadoDe } from '../../../lib/idDerivado';
import { preencherVariaveis } from '@wf/shared/validation/variaveisRegra';
import { ErroDominio } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import type { ContextoAcao } from './tipos';

/**
 * What the in-card actions share: the session they act with (the system on behalf of the rule's
 * creator), ids derived from the action's run, variable filling and their pt-BR errors.
 */

/** alteradoPor of a rule's change when its creator no longer exists. */
export const AUTOR_SISTEMA = 'regra@sistema';

export const mensagensAcao = {
  etapaDeOutroFluxo: 'A etapa destino não pertence ao fluxo do card',
  etapaNaoEncontrada: 'Etapa destino não encontrada no fluxo destino',
  dataInvalida: (valor: string) => `Data de vencimento inválida: "${valor}" (use DD/MM/AAAA ou AAAA-MM-DD)`,
  vencimentoPassado: 'A data de vencimento não pode ser anterior a hoje',
  textoVazio: 'O texto ficou vazio depois de preencher as variáveis',
  campoInexistente: (nome: string) => `O campo ${nome} não existe no formulário da etapa do card`,
  campoNaoEncontrado: (dataIndex: string) => `O campo ${dataIndex} não existe no fluxo do card`,
  campoNaoEAnexo: (titulo: string) => `O campo ${titulo} não é um campo de anexo`,
  etiquetasForaDoFluxo: (ids: string[]) => `Etiquetas que não são do fluxo: ${ids.join(', ')}`,
  pessoasNaoAutorizadas: (emails: string[]) => `Pessoas sem acesso ao fluxo: ${emails.join(', ')}`,
} as const;

export const erroAcao = (mensagem: string) => new ErroDominio('naoProcessavel', 'EAcaoRegra', mensagem);

/**
 * The rule's session: the creator's identity (alteradoPor is his e-mail, which the engine puts in
 * the context), every stage permission (a rule acts as the system; the flow's structural rules
 * still hold) and the rule's depth, which the events of its changes carry. A run a person asked
 * for acts as that person instead, with his own stage permissions (autoridadePropria).
 */
export function autorDaRegra(ctx: ContextoAcao): Sessao {
  if (ctx.solicitante) {
    return {
      sigla: ctx.sigla,
      usuarioId: ctx.solicitante.usuarioId,
      email: ctx.solicitante.email.toLowerCase(),
      perfilUsuario: '1',
      sessaoId: `solicitacao:${ctx.regra.id}`,
      profundidadeRegra: ctx.profundidade,
      idEventoRaizRegra: ctx.idEventoRaiz,
      autoridadePropria: true,
    };
  }
  return {
    sigla: ctx.sigla,
    usuarioId: ctx.regra.idUsuarioCriador,
    email: ctx.regra.emailCriador.toLowerCase() || AUTOR_SISTEMA,
    perfilUsuario: '1',
    sessaoId: `regra:${ctx.regra.id}`,
    profundidadeRegra: ctx.profundidade,
    idEventoRaizRegra: ctx.idEventoRaiz,
  };
}

/** A UUID-shaped id that is the same for every run of this (event, rule, action) and `partes`. */
export const idDerivado = (ctx: Pick<ContextoAcao, 'idExecucaoAcao'>, ...partes: string[]): string =>
  idDerivadoDe(ctx.idExecucaoAcao, ...partes);

/** A machine text (a value, a date, ids, e-mails) with its variables filled with raw values. */
export const preencher = (ctx: ContextoAcao, texto: string): string => preencherVariaveis(texto, ctx.variaveis);

/**
 * A text for people with its variables filled in their display format (R$ 11.900,00, 09/03/2026);
 * `html` for a rich text, whose values go in escaped.
 */
export const preencherParaPessoas = (ctx: ContextoAcao, texto: string, opcoes: { html?: boolean } = {}): string =>
  preencherVariaveis(texto, ctx.textos, opcoes);

/** A filled text for people that must not be empty. */
export function textoPreenchido(ctx: ContextoAcao, texto: string, opcoes: { html?: boolean } = {}): string {
  const t = preencherParaPessoas(ctx, texto, opcoes).trim();
  if (!t) throw erroAcao(mensagensAcao.textoVazio);
  return t;
}

/** Ids or e-mails joined by commas (after filling variables), without blanks or repeats. */
export const listaPorVirgula = (ctx: ContextoAcao, texto: string): string[] => [
  ...new Set(
    preencher(ctx, texto)
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  ),
];
