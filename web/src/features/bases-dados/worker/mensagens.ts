/** What the page and the CSV worker say to each other (the preview: the server reads the whole file). */
export type PedidoLeitor = { tipo: 'previa'; arquivo: File; cabecalho: boolean; linhas: number };

export type RespostaLeitor =
  { tipo: 'previa'; nomes: string[]; linhas: string[][] } | { tipo: 'erro'; mensagem: string };
