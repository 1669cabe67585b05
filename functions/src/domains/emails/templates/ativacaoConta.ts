import { montarEmail, type ConteudoEmail } from './layout';

export function emailAtivacaoConta(dados: { nome: string; sigla: string; link: string }): ConteudoEmail {
  return montarEmail({
    assunto: 'Ative sua conta no Workflow',
    nome: dados.nome,
    antes: [`Sua conta no ambiente ${dados.sigla} do Workflow foi criada. Para ativá-la, use o link abaixo.`],
    botao: { texto: 'Ativar minha conta', url: dados.link },
    depois: ['Se você não fez este cadastro, ignore este e-mail.'],
  });
}
