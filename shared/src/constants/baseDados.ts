/** Constants of data bases (reference tables whose records feed form fields and rules). */
import type { KeyCampo } from './fluxos';

/** Column types a data base offers: the field types that hold one plain value per row. */
export const tiposColunaBaseDados = [
  'textoCurto',
  'textoLongo',
  'email',
  'data',
  'number',
  'cpf',
  'cnpj',
  'numeroTelefone',
  'moeda',
  'link',
] as const satisfies readonly KeyCampo[];
export type TipoColunaBaseDados = (typeof tiposColunaBaseDados)[number];

export const LIMITES_BASE_DADOS = {
  descricaoCaracteres: 300,
  detalhesCaracteres: 2_000,
  colunas: 50,
  /** Characters of one cell (after trimming). */
  valorCaracteres: 1_000,
  /** Page sizes of the records table; the export and the import pages ask for up to `paginaMaxima`. */
  tamanhosPagina: [20, 30, 40, 50] as const,
  tamanhoPaginaPadrao: 20,
  paginaMaxima: 500,
  /** The largest CSV an import accepts (the presigned upload is bound to the size declared). */
  arquivoImportacaoBytes: 50 * 1024 * 1024,
  /** Invalid rows an import's answer lists (all of them are in its rejects CSV). */
  invalidasListadas: 100,
  /** Rows the browser reads to infer the column types and show the preview. */
  linhasDaAmostra: 200,
  /** Rows of jsonDados.linhas accepted by /datasources/inserir (bigger tables go through imports). */
  linhasNaCriacao: 1_000,
  /** A text search needs at least this many characters. */
  buscaMinimo: 2,
  /** People a base is shared with (besides its owner). */
  compartilhamentos: 40,
  /** Words of one record kept in the search index (each costs one index item). */
  palavrasPorRegistro: 16,
  /** Options a combo field fed by a data base shows per search. */
  opcoesPorBusca: 20,
} as const;

/** The pt-BR messages of data bases (the spec's text where it gives one). */
export const mensagensBaseDados = {
  tituloObrigatorio: 'Por favor, digite o titulo da sua base de dados',
  descricaoObrigatoria: 'Por favor, digite a descrição da sua base de dados',
  descricaoMaxima: `A descrição deve ter no máximo ${LIMITES_BASE_DADOS.descricaoCaracteres} caracteres`,
  nenhumDado: 'Nenhum dado encontrado',
  problemaCarregar: 'Problema ao carregar os dados',
  relacioneColuna: 'Relacione pelo menos uma coluna',
  linhasInvalidas: 'Algumas linhas não foram importadas pois contém valor inválido para o tipo de campo relacionado',
  nenhumaBase: 'Não foi encontrado nenhum banco de dados',
  naoEncontrada: 'Base de dados não encontrada',
  registroNaoEncontrado: 'Registro não encontrado',
  semPermissao: 'Você não possui acesso para editar esta base de dados!',
  somenteDono: 'Somente o dono da base de dados pode fazer isso',
  colunaInvalida: 'Coluna inválida',
  semAcessoOpcoes: 'Você não tem acesso às opções desta coluna',
  tipoColunaInvalido: 'Tipo de coluna inválido',
  colunaRepetida: 'Já existe uma coluna com este título',
  arquivoGrande: `O arquivo deve ter no máximo ${LIMITES_BASE_DADOS.arquivoImportacaoBytes / 1024 / 1024} MB`,
  arquivoNaoEnviado: 'O arquivo da importação não foi enviado por completo',
  importacaoNaoEncontrada: 'Importação não encontrada',
  importacaoAndamento: 'A importação continua no servidor, mesmo se você fechar esta página.',
  importacaoConcluida: 'Importação concluída',
  /** An import concluded whose rows' search index is still being written (seconds). */
  importacaoIndexando: 'A pesquisa encontra os novos registros em instantes.',
  importacaoFalhou: 'A importação não pôde ser concluída',
  arquivoIlegivel: 'O arquivo não pôde ser lido como CSV',
  criada: 'Base de dados criada com sucesso!',
  atualizada: 'Base de dados atualizada com sucesso!',
  excluida: 'Base de dados excluída com sucesso!',
  registroCriado: 'Registro criado com sucesso!',
  registroAtualizado: 'Registro atualizado com sucesso!',
  registroExcluido: 'Registro excluído com sucesso!',
} as const;

/** Data base lookup action of rules (`preencherVariaveisBaseDados`). */
export const mensagensBuscaBaseDados = {
  selecioneBase: 'Selecione uma base de dados',
  crieCombo: 'Crie pelo menos um combo de pesquisa',
  combosPreenchidos: 'Todos seus valores do combo de pesquisa devem estar preenchidos!',
  atribuaValor: 'Atribua pelos menos um valor da pesquisa a uma variável',
  atribuicoesPreenchidas: 'Todos os pares de atribuição devem estar preenchidos!',
} as const;
