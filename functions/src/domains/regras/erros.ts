import { mensagensFluxo } from '@wf/shared/constants/fluxos';
import { mensagensRegra } from '@wf/shared/constants/regras';
import { ErroDominio, erro } from '../../kernel/errors';

/** Errors of the automation rules, with the messages users see. */
export const erroRegra = {
  /** Also what a rule of another tenant, or of a flow out of sight, answers. */
  naoEncontrada: () => new ErroDominio('naoEncontrado', 'ERegraNaoEncontrada', mensagensRegra.regraNaoEncontrada),
  somenteCriador: () => erro.acessoNegado(mensagensRegra.somenteCriador),
  semPermissao: () => erro.acessoNegado(mensagensRegra.semPermissao),
  /** Reading rules, their runs or a simulation: the Rules menu's right (permiteEditarElementosFluxo). */
  semAcessoRegras: () => erro.acessoNegado(mensagensFluxo.semPermissaoElementos),
  /** A saved rule's action names a stage, label, person or flow out of its author's reach (the message names the action). */
  acaoForaDoAlcance: (mensagem: string) => new ErroDominio('naoProcessavel', 'EAcaoForaDoAlcance', mensagem),
  /** executar-regras named a rule the named event would not run on the card now. */
  foraDoEvento: () =>
    new ErroDominio(
      'naoProcessavel',
      'ERegraForaDoEvento',
      'Somente regras ativas desse evento na etapa atual do card podem ser executadas',
    ),
  /** executar-regras asked again for the same card too soon. */
  execucaoFrequente: (segundos: number) => {
    const e = erro.muitasTentativas('Aguarde alguns segundos antes de executar as regras deste card de novo.');
    e.cabecalhos = { 'Retry-After': String(segundos) };
    return e;
  },
  limiteRegras: () => erro.validacao(mensagensRegra.limiteRegras),
  alteradaPorOutro: () => erro.conflito('A regra foi alterada por outra pessoa. Recarregue e tente de novo.'),
};
