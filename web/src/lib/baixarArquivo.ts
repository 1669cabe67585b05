/** Saves a Blob (or a CSV text) through the browser's download, as a link the page clicks. */
export function baixarArquivo(nome: string, conteudo: Blob | string): void {
  const blob = typeof conteudo === 'string' ? new Blob([conteudo], { type: 'text/csv;charset=utf-8' }) : conteudo;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the URL after click() returns, later still on a busy machine.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
