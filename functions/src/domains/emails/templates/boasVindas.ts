import { montarEmail, type ConteudoEmail } from './layout';

/**
 * Welcome to an account usable at once. With linkConfirmacao it asks the owner to set the
 * password through that link: that is what confirms the e-mail (opening the link alone does not).
 */
export function emailBoasVindas(dados: {
  nome: string;
  sigla: string;
  link: string;
  linkConfirmacao?: string;
}): ConteudoEmail {
  if (dados.linkConfirmacao) {
    return montarEmail({
      assunto: 'Bem-vindo(a) ao Workflow: defina sua senha para confirmar seu e-mail',
      nome: dados.nome,
      antes: [
        `Uma conta no ambiente ${dados.sigla} do Workflow foi criada com o seu e-mail.`,
        'Para confirmar o seu e-mail, defina sua senha pelo botão abaixo. Só contas com e-mail confirmado podem alternar entre ambientes.',
      ],
      botao: { texto: 'Definir minha senha', url: dados.linkConfirmacao },
      depois: [
        'Este link é válido por 7 dias e pode ser usado uma única vez. Ao definir a senha, as sessões abertas com a senha anterior são encerradas.',
        `Para entrar: ${dados.link}`,
        'Se você não fez este cadastro, ignore este e-mail.',
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
