/** Constants of flows, stages, fields and labels. */

/** The 11-colour palette of stages and labels; blue is the default (its value is ours: not shown). */
export const paletaCores = [
  '#1677ff', // azul (padrão)
  '#13c2c2', // ciano
  '#52c41a', // verde
  '#a0d911', // lima
  '#fadb14', // amarelo
  '#faad14', // dourado
  '#fa8c16', // laranja
  '#f5222d', // vermelho
  '#eb2f96', // magenta
  '#722ed1', // roxo
  '#8c8c8c', // cinza
] as const;
export type CorPaleta = (typeof paletaCores)[number];
export const COR_PADRAO: CorPaleta = '#1677ff';

/** The 16 field types (keyCampo) with their pt-BR names for the palette. */
export const tiposCampo = {
  textoCurto: 'Texto curto',
  textoLongo: 'Texto longo',
  email: 'E-mail',
  data: 'Data',
  number: 'Número',
  checkbox: 'Caixa de seleção',
  radio: 'Opção única',
  selecaoOpcoes: 'Seleção de opções',
  cpf: 'CPF',
  cnpj: 'CNPJ',
  numeroTelefone: 'Telefone',
  moeda: 'Moeda',
  anexo: 'Anexo',
  campoId: 'ID do card',
  textoFixo: 'Texto fixo',
  link: 'Link',
} as const;
export type KeyCampo = keyof typeof tiposCampo;
export const keysCampo = Object.keys(tiposCampo) as KeyCampo[];

/** Types whose value is chosen from options (manual list, or a data base column later). */
export const tiposComOpcoes: readonly KeyCampo[] = ['checkbox', 'radio', 'selecaoOpcoes'];
/** Types with min/max length. */
export const tiposComTamanho: readonly KeyCampo[] = ['textoCurto', 'textoLongo'];
/** Types that can never be required (required applies to all but these). */
export const tiposSemObrigatoriedade: readonly KeyCampo[] = ['campoId', 'textoFixo'];

/** Accepted attachment types, by extension, with their MIME types. */
export const tiposArquivo = {
  jpg: ['image/jpeg'],
  png: ['image/png'],
  webp: ['image/webp'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
  ppt: ['application/vnd.ms-powerpoint'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  odt: ['application/vnd.oasis.opendocument.text'],
  ods: ['application/vnd.oasis.opendocument.spreadsheet'],
  odp: ['application/vnd.oasis.opendocument.presentation'],
  txt: ['text/plain'],
  html: ['text/html'],
  xml: ['application/xml', 'text/xml'],
  rtf: ['application/rtf', 'text/rtf'],
  zip: ['application/zip', 'application/x-zip-compressed'],
  rar: ['application/vnd.rar', 'application/x-rar-compressed'],
  tar: ['application/x-tar'],
  gz: ['application/gzip', 'application/x-gzip'],
  '7z': ['application/x-7z-compressed'],
  json: ['application/json'],
} as const;
export type ExtensaoArquivo = keyof typeof tiposArquivo;
export const extensoesArquivo = Object.keys(tiposArquivo) as ExtensaoArquivo[];

/**
 * Tokens of the generated card id pattern, in double braces (e.g. `{{AAAA}}{{MM}}{{DD}}-{{NS}}`).
 * Their exact meaning is ours: date parts, time parts, the flow's
 * sequence (NS, 6 digits) and the sequence of the day (SDD, 4 digits).
 */
export const tokensPadraoId = {
  DD: 'Dia (2 dígitos)',
  MM: 'Mês (2 dígitos)',
  AAAA: 'Ano (4 dígitos)',
  THH: 'Hora (2 dígitos)',
  TMM: 'Minuto (2 dígitos)',
  TSS: 'Segundo (2 dígitos)',
  NS: 'Sequência do fluxo (6 dígitos)',
  SDD: 'Sequência do dia (4 dígitos)',
} as const;
export type TokenPadraoId = keyof typeof tokensPadraoId;

export const LIMITES_FLUXO = {
  tituloFluxo: 300,
  atividadesPorPagina: 50,
  larguraNo: 300,
  alturaMaximaNo: 400,
  camposVisiveisNoNo: 6,
  deslocamentoClone: 400,
  /** A new stage goes this far right of the rightmost node (diagram node spacing). */
  espacamentoNos: 400,
  imagemFundoBytes: 2 * 1024 * 1024,
  /**
   * Stages per flow (our limit). It keeps every structural change of a flow
   * (flags, links, reorder) inside one DynamoDB transaction (docs/adr/0012-flows-stages-and-permissions.md).
   */
  etapasPorFluxo: 40,
} as const;

/** Where the first node of a diagram goes, and a copied node without position. */
export const POSICAO_NO_PADRAO = { x: 50, y: 50 } as const;

/** Defaults of an attachment field brought in by a stage configuration import. */
export const ANEXO_IMPORTADO = { quantidadeMaximaArquivos: 1, tamanhoMaximoArquivo: 2 } as const;

export const NOME_FLUXO_PADRAO = 'Novo processo';
export const ROTULO_NOVA_INSTANCIA_PADRAO = 'Novo card';

/** Sides of a stage node where an edge starts or ends. */
export const ladosConexao = ['left', 'top', 'right', 'bottom'] as const;
export type LadoConexao = (typeof ladosConexao)[number];

/** Icons offered for a flow (antd icon names; the SPA maps them to components). */
export const iconesFluxo = [
  'ApartmentOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BugOutlined',
  'CalendarOutlined',
  'CarOutlined',
  'CustomerServiceOutlined',
  'DollarOutlined',
  'FileTextOutlined',
  'FolderOpenOutlined',
  'GiftOutlined',
  'HeartOutlined',
  'HomeOutlined',
  'MailOutlined',
  'ProjectOutlined',
  'RocketOutlined',
  'SafetyOutlined',
  'ShoppingCartOutlined',
  'SolutionOutlined',
  'TeamOutlined',
  'ToolOutlined',
  'TrophyOutlined',
] as const;
export type IconeFluxo = (typeof iconesFluxo)[number];

/** Messages of flows. */
export const mensagensFluxo = {
  nomeObrigatorio: 'Nome é obrigatório',
  iconeObrigatorio: 'ícone é obrigatório',
  detalhesObrigatorio: 'Detalhes é obrigatório',
  nomeProcessoObrigatorio: 'Nome do processo é obrigatório',
  tituloFormObrigatorio: 'Titulo é obrigatório',
  descricaoFormObrigatoria: 'Descrição do formulário é obrigatório',
  imagemGrande: 'Imagem deve ser menor que 2MB!',
  imagemTipo: 'A imagem deve ser png ou jpeg',
  confirmarExclusao: 'Digite CONFIRMAR para confirmar a exclusão',
  semPermissaoElementos: 'Você não possui acesso para editar elementos nesse fluxo!',
  somenteDono: 'Somente o dono do fluxo pode fazer essa alteração',
  fluxoNaoEncontrado: 'Fluxo não encontrado',
  erroAtualizar: 'Erro ao atualizar fluxo',
  alteradoPorOutro: 'O fluxo foi alterado por outra pessoa ao mesmo tempo. Tente novamente.',
  linkPublicoNaoEncontrado: 'Formulário público não encontrado',
  tipoCampoInvalido: 'Tipo de campo inválido',
  // Success answers (the server's message is shown in a toast; texts ours).
  atualizado: 'Fluxo atualizado com sucesso!',
  copiado: 'Fluxo duplicado com sucesso!',
  excluido: 'Fluxo excluído com sucesso!',
  favoritoMarcado: 'Fluxo adicionado aos favoritos',
  favoritoDesmarcado: 'Fluxo removido dos favoritos',
  propriedadeAtualizada: 'Propriedade atualizada com sucesso!',
} as const;

/** Messages of stages and links. */
export const mensagensEtapa = {
  nomeObrigatorio: 'Nome é obrigatório',
  origemObrigatoria: 'Selecione ao menos uma etapa de origem',
  etapaNaoEncontrada: 'Etapa não encontrada',
  vinculoDuplicado: 'Essas etapas já estão conectadas nesse sentido',
  vinculoMesmaEtapa: 'Uma etapa não pode se conectar a ela mesma',
  vinculoSaidaBloqueada: 'Uma etapa final ou de fluxo aberto não tem conexões de saída',
  vinculoNaoEncontrado: 'Conexão não encontrada',
  semPermissaoEditarEtapa: 'Você não possui acesso para editar essa etapa!',
  semPermissaoAutorizar: 'Você não possui acesso para gerenciar as pessoas dessa etapa!',
  erroImportar: 'Erro ao importar configuração',
  importado: 'Configuração importada com sucesso',
  origemNaoEncontrada: 'Etapa de origem não encontrada',
  limiteEtapas: `Um fluxo pode ter no máximo ${LIMITES_FLUXO.etapasPorFluxo} etapas`,
  desmarcarInicial: 'Não é possível desmarcar a etapa inicial: marque outra etapa como inicial',
  excluirInicial:
    'A etapa inicial não pode ser excluída enquanto houver outras etapas. Marque outra etapa como inicial antes de excluir.',
  excluirComCards: 'Não é possível excluir uma etapa que possui cards',
  formularioGrande: 'O formulário da etapa é grande demais: reduza os campos ou as opções',
  excluida: 'Etapa excluída com sucesso!',
  posicoesAtualizadas: 'Posições atualizadas com sucesso!',
  vinculoRemovido: 'Conexão removida com sucesso!',
} as const;
