import { montarEmail, type ConteudoEmail } from './layout';

/**
 * Welcome to an account usable at once. With linkConfirmacao it asks the owner to confirm the
 * e-mail on that link's page by typing the password chosen at sign-up (opening the link alone
 * confirms nothing); whoever did not sign up sets a new password there instead.
 */
export function emailBoasVindas(dados: {
  nome: string;
  sigla: string;
  link: string;
  linkConfirmacao?: string;
}): ConteudoEmail {
  if (dados.linkConfirmacao) {
    return montarEmail({
      assunto: 'Bem-vindo(a) ao Workflow: confirme seu e-mail',
      nome: dados.nome,
      antes: [
        `Sua conta no ambiente ${dados.sigla} do Workflow foi criada com o seu e-mail e já pode ser usada.`,
        'Para confirmar o seu e-mail, abra o link abaixo e digite a senha que você escolheu no cadastro. Só contas com e-mail confirmado podem alternar entre ambientes.',
      ],
      botao: { texto: 'Confirmar meu e-mail', url: dados.linkConfirmacao },
      depois: [
        'Este link é válido por 7 dias e pode ser usado uma única vez.',
        `Para entrar: ${dados.link}`,
        'Se você não fez este cadastro, abra o mesmo link e escolha "Não fiz este cadastro": você define uma nova senha e quem usou o seu e-mail perde o acesso.',
      ],
    });
  }
  return montarEmail({
    assunto: 'Bem-vindo(a) ao Workflow',
    nome: dados.nome,
    antes: [
      `Sua conta no ambiente ${dados.sigla} do Workflow está pronta. Entre com seu e-mail e a senha que você cadastrou.`,
    ],
    botao: { texto: 'Acessar o Workflow', url: dados.link },
    depois: ['Se você não fez este cadastro, ignore este e-mail.'],
  });
}
