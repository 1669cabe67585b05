import { mensagensBaseDados } from '@wf/shared/constants/baseDados';
import { ErroDominio, erro } from '../../kernel/errors';

export const erroBaseDados = {
  naoEncontrada: () => new ErroDominio('naoEncontrado', 'EBaseDadosNaoEncontrada', mensagensBaseDados.naoEncontrada),
  registroNaoEncontrado: () =>
    new ErroDominio('naoEncontrado', 'ERegistroNaoEncontrado', mensagensBaseDados.registroNaoEncontrado),
  importacaoNaoEncontrada: () =>
    new ErroDominio('naoEncontrado', 'EImportacaoNaoEncontrada', mensagensBaseDados.importacaoNaoEncontrada),
  arquivoNaoEnviado: () => erro.validacao(mensagensBaseDados.arquivoNaoEnviado),
  semPermissao: () => erro.acessoNegado(mensagensBaseDados.semPermissao),
  somenteDono: () => erro.acessoNegado(mensagensBaseDados.somenteDono),
  semAcessoOpcoes: () => erro.acessoNegado(mensagensBaseDados.semAcessoOpcoes),
  valorInvalido: (campo: string) => erro.validacao(`Valor inválido para o campo ${campo}`),
  colunaInvalida: () => erro.validacao(mensagensBaseDados.colunaInvalida),
  colunaRepetida: () => erro.validacao(mensagensBaseDados.colunaRepetida),
  jsonInvalido: (mensagem?: string) => erro.validacao(mensagem ?? 'Os dados da base (jsonDados) são inválidos'),
  alteradaAoMesmoTempo: () =>
    erro.conflito('A base de dados foi alterada ao mesmo tempo por outra pessoa; tente novamente'),
};
