import { mensagensRegra } from '@wf/shared/constants/regras';
import { ErroDominio, erro } from '../../app/errors';

/** Errors of the automation rules, with the messages users see. */
export const erroRegra = {
  /** Also what a rule of another tenant, or of a flow out of sight, answers. */
  naoEncontrada: () => new ErroDominio(404, 'ERegraNaoEncontrada', mensagensRegra.regraNaoEncontrada),
  somenteCriador: () => erro.acessoNegado(mensagensRegra.somenteCriador),
  semPermissao: () => erro.acessoNegado(mensagensRegra.semPermissao),
  limiteRegras: () => erro.validacao(mensagensRegra.limiteRegras),
  alteradaPorOutro: () => erro.conflito('A regra foi alterada por outra pessoa. Recarregue e tente de novo.'),
  /** 422: an active rule of the flow blocks this move. */
  movimentacaoImpedida: () => new ErroDominio(422, 'EMovimentacaoImpedida', mensagensRegra.movimentacaoImpedida),
};
