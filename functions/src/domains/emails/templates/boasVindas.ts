import { montarEmail, type ConteudoEmail } from './layout';

/** Welcome to an account usable at once; with linkConfirmacao it also asks the owner to confirm the e-mail. */
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
        `Sua conta no ambiente ${dados.sigla} do Workflow está pronta. Entre com seu e-mail e a senha cadastrada.`,
        'Confirme também o seu e-mail pelo botão abaixo: só contas com e-mail confirmado podem alternar entre ambientes.',
      ],
      botao: { texto: 'Confirmar meu e-mail', url: dados.linkConfirmacao },
      depois: [`Para entrar: ${dados.link}`, 'Se você não fez este cadastro, ignore este e-mail.'],
    });
  }
  return montarEmail({
    assunto: 'Bem-vindo(a) ao Workflow',
    nome: dados.nome,
    antes: [`Sua conta no ambiente ${dados.sigla} do Workflow está pronta. Entre com seu e-mail e a senha que você cadastrou.`],
    botao: { texto: 'Acessar o Workflow', url: dados.link },
    depois: ['Se você não fez este cadastro, ignore este e-mail.'],
  });
}
