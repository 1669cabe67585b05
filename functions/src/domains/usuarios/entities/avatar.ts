/**
 * The avatar shown when a user has no photo: initials and a colour, both derived from the name
 * so every screen (and every server) shows the same avatar for the same person.
 */
const PALETA = [
  '#F56A00',
  '#7265E6',
  '#FFBF00',
  '#00A2AE',
  '#1677FF',
  '#EB2F96',
  '#52C41A',
  '#FA541C',
  '#13C2C2',
  '#722ED1',
  '#2F54EB',
  '#A0D911',
] as const;

const palavras = (nome: string): string[] => nome.trim().split(/\s+/).filter(Boolean);

/** First letters of the first and the last name ('Maria da Silva' -> 'MS'; 'Demo' -> 'D'). */
export function iniciaisDoNome(nome: string): string {
  const p = palavras(nome);
  const primeira = p[0]?.[0] ?? '';
  const ultima = p.length > 1 ? (p[p.length - 1]?.[0] ?? '') : '';
  return (primeira + ultima).toLocaleUpperCase('pt-BR');
}

/** A stable pick from the palette: the same name always gets the same colour. */
export function corDoNome(nome: string): string {
  const chave = palavras(nome).join(' ').toLocaleLowerCase('pt-BR');
  let h = 0;
  for (const c of chave) h = (h * 31 + (c.codePointAt(0) ?? 0)) >>> 0;
  return PALETA[h % PALETA.length] ?? PALETA[0];
}
