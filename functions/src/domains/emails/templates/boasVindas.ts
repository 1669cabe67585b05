import { montarEmail, type ConteudoEmail } from './layout';

export function emailBoasVindas(dados: { nome: string; sigla: string; link: string }): ConteudoEmail {
  return montarEmail({
    assunto: 'Bem-vindo(a) ao Workflow',
    nome: dados.nome,
    antes: [`Sua conta no ambiente ${dados.sigla} do Workflow está pronta. Entre com seu e-mail e a senha que você cadastrou.`],
    botao: { texto: 'Acessar o Workflow', url: dados.link },
    depois: ['Se você não fez este cadastro, ignore este e-mail.'],
  });
}
