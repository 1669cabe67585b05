/** Constants of cards and their sub-elements. */
export const LIMITES_CARD = {
  cardsPorPagina: 20,
  comentariosPorPagina: 20,
  avataresVisiveis: 3,
  cardsSkeleton: 4,
  larguraColuna: 285,
  vencendoEmDias: 7,
  atrasoBuscaMs: 500,
  anexoCardBytes: 10 * 1024 * 1024,
  anexosFormularioPublico: 5,
} as const;

/** Card sort orders of a stage. */
export const tiposOrdenacao = ['date-desc', 'date-asc', 'title'] as const;
export type TipoOrdenacao = (typeof tiposOrdenacao)[number];

/** Attachments the card modal previews (pdf in a frame, images in the image viewer, json as text). */
export const extensoesPrevisualizaveis = ['pdf', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'json'] as const;

/**
 * The types the server serves inline (Content-Disposition inline, the type fixed by the
 * extension): PDF and raster images only, whose first bytes the confirmation checked. Never HTML,
 * SVG or anything else a browser would run: those always download.
 */
export const extensoesExibidasNoNavegador = ['pdf', 'png', 'jpg', 'gif', 'webp'] as const;

/** The empty value of the rich-text editor counts as empty. */
export const HTML_VAZIO = '<p><br></p>';

export const mensagensCard = {
  descricaoObrigatoria: 'Descrição do card é obrigatório',
  campoObrigatorio: (label: string) => `Campo ${label} é obrigatório!`,
  campoMenorMinimo: (label: string) => `Campo ${label} é menor que o tamanho mínimo!`,
  campoMaiorMaximo: (label: string) => `Campo ${label} é maior que o tamanho máximo!`,
  urlInvalida: 'O valor deve ser uma URL válida (http ou https)',
  vencimentoPassado: 'A data de vencimento não pode ser anterior a hoje',
  anexoGrande: 'Não foi possível incluir o anexo pois o tamanho do arquivo ultrapassa o limite permitido',
  tipoArquivo: (extensoes: string) => `Você só pode carregar ${extensoes} como tipo de arquivo`,
  arquivoMaiorQue: (mb: number) => `O arquivo deve ser menor que ${mb}MB!`,
  maximoArquivos: (n: number) => `Você só pode carregar ${n} arquivos`,
  comentarioVazio: 'Preencha o campo de comentário.',
  semPermissaoMover: 'Você não possui acesso para movimentar esse card!',
  semPermissaoAbrir: 'Você não tem permissão para abrir este card!',
  somenteAutorExclui: 'Somente o autor pode excluir este card',
  somenteAutorComentario: 'Somente o autor pode excluir este comentário',
  destinoNaoPermitido: 'Movimentação não permitida para esta etapa',
  errosMovimentar: 'Erros ao movimentar cards',
  cardNaoEncontrado: 'Card não encontrado',
  responsavelNaoAutorizado: 'Somente pessoas autorizadas nas etapas do fluxo podem ser responsáveis',
  confirmarOutroFluxo: 'Confirmar movimentação para outro fluxo?',
  historicoPerdido: 'Todo o histórico do card será perdido',
  // Server answers and checks of the card core (issue 4).
  cardCriado: 'Card criado com sucesso!',
  cardAtualizado: 'Card atualizado com sucesso!',
  cardExcluido: 'Card excluído com sucesso!',
  cardMovido: 'Card movimentado com sucesso!',
  cardsMovidos: 'Cards movimentados com sucesso!',
  cardsCopiados: 'Cards copiados com sucesso!',
  movimentacaoIniciada: 'Movimentação dos cards iniciada. Acompanhe o andamento no quadro.',
  ordenacaoIniciada: 'Ordenação dos cards iniciada. Acompanhe o andamento no quadro.',
  copiaIniciada: 'Cópia dos cards iniciada. Acompanhe o andamento no quadro.',
  jobNaoEncontrado: 'Operação em lote não encontrada',
  recusadoPeloFormulario: 'O formulário da etapa está incompleto',
  jobEtapaExcluida: 'A etapa de origem ou de destino foi excluída durante a operação',
  recusadoForaDaEtapa: 'O card já não estava na etapa de origem',
  cardCopiado: 'Card copiado com sucesso!',
  cardsOrdenados: 'Cards ordenados com sucesso!',
  ordemAtualizada: 'Ordem atualizada com sucesso!',
  formularioAtualizado: 'Formulário atualizado com sucesso!',
  semEtapaInicial: 'O fluxo não possui etapa inicial',
  semPermissaoCriar: 'Você não possui acesso para criar cards nesta etapa!',
  semPermissaoTitulo: 'Você não tem permissão para alterar o título deste card!',
  semPermissaoDetalhes: 'Você não tem permissão para alterar os detalhes deste card!',
  semPermissaoValidade: 'Você não tem permissão para alterar a data de vencimento deste card!',
  etiquetaDeOutroFluxo: 'Etiqueta não pertence a este fluxo',
  envioNaoPermitido: 'O fluxo de origem não permite enviar cards para outros fluxos',
  recebimentoNaoPermitido: 'O fluxo de destino não permite receber cards de outros fluxos',
  mesmoFluxo: 'Escolha um fluxo diferente do atual',
  cursorInvalido: 'Cursor inválido',
  alteradoPorOutro: 'O card foi alterado por outra pessoa. Atualize a tela e tente novamente.',
  campoInexistente: (nome: string) => `Campo ${nome} não existe no formulário desta etapa`,
  campoNaoEditavel: (label: string) => `Campo ${label} não pode ser editado`,
  // Forms of the stages a card went through (issue 9).
  etapaNaoPercorrida: 'O card não passou por esta etapa',
  semPermissaoFormularioEtapa: 'Você não possui acesso para editar o formulário desta etapa!',
  emailInvalido: 'O valor deve ser um e-mail válido',
  dataInvalida: 'O valor deve ser uma data válida',
  numeroInvalido: 'O valor deve ser um número',
  cpfInvalido: 'CPF inválido',
  cnpjInvalido: 'CNPJ inválido',
  telefoneInvalido: 'Telefone inválido',
  moedaInvalida: 'O valor deve ser um valor monetário',
  opcaoInvalida: 'Opção inválida',
  textoInvalido: 'O valor deve ser um texto',
  anexoPeloUpload: 'Anexos do formulário são enviados pelo envio de arquivos',
  anexosInvalidos: 'O valor deve ser uma lista de anexos',
  campoNaoEAnexo: (nome: string) => `Campo ${nome} não é um campo de anexo do formulário desta etapa`,
} as const;

/** Messages of the card sub-elements and of the public form's submission (texts ours where none was fixed). */
export const mensagensSubElementos = {
  semPermissaoEtiquetas: 'Você não tem permissão para alterar as etiquetas deste card!',
  semPermissaoResponsaveis: 'Você não tem permissão para alterar os responsáveis deste card!',
  semPermissaoChecklists: 'Você não tem permissão para alterar os checklists deste card!',
  semPermissaoAnexos: 'Você não tem permissão para alterar os anexos deste card!',
  semPermissaoComentarios: 'Você não tem permissão para comentar neste card!',
  responsavelIncluido: 'Responsável incluído com sucesso!',
  responsavelRemovido: 'Responsável removido com sucesso!',
  responsavelDuplicado: 'Esta pessoa já é responsável por este card',
  responsavelNaoEncontrado: 'Esta pessoa não é responsável por este card',
  seguindo: 'Você está seguindo este card',
  deixouDeSeguir: 'Você deixou de seguir este card',
  etiquetaVinculada: 'Etiqueta incluída no card com sucesso!',
  etiquetaDesvinculada: 'Etiqueta removida do card com sucesso!',
  etiquetaDuplicada: 'Esta etiqueta já está no card',
  etiquetaNaoVinculada: 'Esta etiqueta não está no card',
  etiquetaNaoEncontrada: 'Etiqueta não encontrada',
  checklistIncluido: 'Checklist incluído com sucesso!',
  checklistsAtualizados: 'Checklists atualizados com sucesso!',
  checklistExcluido: 'Checklist excluído com sucesso!',
  checklistNaoEncontrado: 'Checklist não encontrado',
  comentarioIncluido: 'Comentário incluído com sucesso!',
  comentarioExcluido: 'Comentário excluído com sucesso!',
  comentarioNaoEncontrado: 'Comentário não encontrado',
  comentarioDoSistema: 'Comentários gerados pelo sistema não podem ser excluídos',
  anexoIncluido: 'Anexo incluído com sucesso!',
  anexoExcluido: 'Anexo excluído com sucesso!',
  anexoNaoEncontrado: 'Anexo não encontrado',
  /** A public file link whose id or secret does not match a file (the same answer for both). */
  binarioNaoEncontrado: 'Arquivo não encontrado ou link inválido',
  linkBinarioInvalido: 'Link de arquivo inválido',
  uploadNaoEncontrado: 'O envio do arquivo expirou ou não existe. Envie o arquivo novamente.',
  arquivoNaoEnviado: 'O arquivo ainda não foi enviado',
  arquivoDiferente: 'O arquivo enviado não corresponde ao arquivo informado',
  conteudoExecutavel: 'Arquivos executáveis não são permitidos',
  conteudoDiferente: (extensao: string) => `O conteúdo do arquivo não corresponde ao tipo ${extensao}`,
  nomeObrigatorio: 'Nome é obrigatório',
  formularioEnviado: 'Formulário enviado com sucesso!',
  formularioNaoEncontrado: 'Formulário público não encontrado',
} as const;

/** Author e-mail of the cards the public form creates (no person is signed in). */
export const AUTOR_FORMULARIO_PUBLICO = 'formulario-publico';
