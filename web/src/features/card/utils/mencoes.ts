import type { UsuarioResumo } from '@wf/shared/types/fluxo';

/**
 * '@' mentions in comments (spec 2, 2.6). The editor inserts `@email` (unambiguous, no spaces);
 * on send, the text becomes HTML where each known mention shows the person's name, in the
 * markup the server keeps (`<span class="mention" data-mention="e-mail">`) and notifies.
 */
export type PessoaMencionavel = Pick<UsuarioResumo, 'email' | 'nome'>;

const MENCAO = /(^|[\s(])@([^\s@<>()]+@[^\s@<>()]+\.[^\s@<>(),;:!?]+)/g;

function escaparHtml(texto: string): string {
  return texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** The e-mails mentioned in a text that belong to people of the flow (each once, in order). */
export function extrairMencoes(texto: string, pessoas: readonly PessoaMencionavel[]): string[] {
  const conhecidos = new Set(pessoas.map((p) => p.email.toLowerCase()));
  const vistos: string[] = [];
  for (const m of texto.matchAll(MENCAO)) {
    const email = (m[2] ?? '').toLowerCase();
    if (conhecidos.has(email) && !vistos.includes(email)) vistos.push(email);
  }
  return vistos;
}

/** Plain text with mentions -> comment HTML: escaped, one paragraph per line, mentions highlighted. */
export function comentarioParaHtml(texto: string, pessoas: readonly PessoaMencionavel[]): string {
  const porEmail = new Map(pessoas.map((p) => [p.email.toLowerCase(), p]));
  return texto
    .trim()
    .split(/\r\n|\r|\n/)
    .map((linha) => {
      const html = escaparHtml(linha).replace(MENCAO, (inteiro, antes: string, email: string) => {
        const pessoa = porEmail.get(email.toLowerCase());
        if (!pessoa) return inteiro;
        return `${antes}<span class="mention" data-mention="${escaparHtml(pessoa.email.toLowerCase())}">@${escaparHtml(pessoa.nome)}</span>`;
      });
      return `<p>${html || '<br>'}</p>`;
    })
    .join('');
}

/** True when the comment has no visible text (warning 'Preencha o campo de comentário.'). */
export const comentarioVazio = (texto: string): boolean => texto.trim() === '';

const semAcentos = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** People whose name or e-mail contains what was typed after '@' (accents and case ignored). */
export function filtrarPessoas<T extends PessoaMencionavel>(pessoas: readonly T[], busca: string, limite = 8): T[] {
  const termo = semAcentos(busca.trim());
  return pessoas.filter((p) => !termo || semAcentos(p.nome).includes(termo) || semAcentos(p.email).includes(termo)).slice(0, limite);
}
