import { escaparHtml } from '@wf/shared/exibicao/escaparHtml';

/** What a template fills in; the recipient is added by whoever sends it. */
export interface ConteudoEmail {
  assunto: string;
  texto: string;
  html: string;
}

export interface CorpoEmail {
  assunto: string;
  nome: string;
  /** Plain sentences, before and after the button; escaped here. */
  antes: string[];
  botao: { texto: string; url: string };
  depois: string[];
}

/**
 * One e-mail in both forms: plain text for every client, and a small inline-styled HTML (mail
 * clients drop <style>). Every value is escaped: the name is whatever the user typed.
 */
export function montarEmail({ assunto, nome, antes, botao, depois }: CorpoEmail): ConteudoEmail {
  const texto = [
    `Olá, ${nome}!`,
    '',
    ...antes,
    '',
    `${botao.texto}: ${botao.url}`,
    '',
    ...depois,
    '',
    'Equipe Workflow',
  ].join('\n');
  const p = (linha: string): string => `<p style="margin:0 0 16px">${escaparHtml(linha)}</p>`;
  const html = [
    '<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    p(`Olá, ${nome}!`),
    ...antes.map(p),
    `<p style="margin:24px 0"><a href="${escaparHtml(botao.url)}" style="background:#1677ff;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escaparHtml(botao.texto)}</a></p>`,
    p(`Se o botão não funcionar, copie este endereço no navegador: ${botao.url}`),
    ...depois.map(p),
    p('Equipe Workflow'),
    '</div></body></html>',
  ].join('');
  return { assunto, texto, html };
}
