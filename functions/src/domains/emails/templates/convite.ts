import { montarEmail, type ConteudoEmail } from './layout';

/**
 * An administrator's invitation: the link opens a page where the person chooses his name and
 * password and enters the environment. The subject is fixed (the names in it would be typed text).
 */
export function emailConvite(dados: {
  nome: string;
  nomeAmbiente: string;
  convidadoPor: string;
  link: string;
  validadeDias: number;
}): ConteudoEmail {
  return montarEmail({
    assunto: 'Você foi convidado(a) para o Workflow',
    nome: dados.nome,
    antes: [
      `${dados.convidadoPor} convidou você para o ambiente ${dados.nomeAmbiente} do Workflow.`,
      'Para aceitar, abra o link abaixo e escolha a sua senha: você entra no ambiente em seguida.',
    ],
    botao: { texto: 'Aceitar o convite', url: dados.link },
    depois: [
      `Este link é válido por ${dados.validadeDias} dias e pode ser usado uma única vez. Se o administrador reenviar o convite, só o link mais recente vale.`,
      'Se você não esperava este convite, ignore este e-mail.',
    ],
  });
}
