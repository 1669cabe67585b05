import { montarEmail, type ConteudoEmail } from './layout';

/**
 * Sign-up with an e-mail that already has an account: the sign-up answer is the same as for a new
 * e-mail (it must not reveal which e-mails exist), so only the owner learns it, here.
 */
export function emailCadastroRepetido(dados: { nome: string; sigla: string; link: string }): ConteudoEmail {
  return montarEmail({
    assunto: 'Tentativa de cadastro com o seu e-mail no Workflow',
    nome: dados.nome,
    antes: [
      `Alguém tentou criar uma conta no ambiente ${dados.sigla} do Workflow com o seu e-mail, que já tem uma conta lá.`,
      'Se foi você e esqueceu a senha, use o botão abaixo para criar uma nova.',
    ],
    botao: { texto: 'Redefinir minha senha', url: dados.link },
    depois: [
      'Este link é válido por 1 hora e pode ser usado uma única vez.',
      'Se não foi você, ignore este e-mail: sua conta e sua senha continuam as mesmas.',
    ],
  });
}
