import { montarEmail, type ConteudoEmail } from './layout';

export function emailRecuperacaoSenha(dados: { nome: string; sigla: string; link: string }): ConteudoEmail {
  return montarEmail({
    assunto: 'Redefinição de senha do Workflow',
    nome: dados.nome,
    antes: [`Recebemos um pedido para redefinir a senha da sua conta no ambiente ${dados.sigla} do Workflow.`],
    botao: { texto: 'Redefinir minha senha', url: dados.link },
    depois: [
      'Este link é válido por 1 hora e pode ser usado uma única vez.',
      'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.',
    ],
  });
}
