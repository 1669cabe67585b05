import * as z from 'zod';

/**
 * The public API's answer bodies, as zod schemas: the same shapes the session API answers (the
 * operations call the same services). Objects are open (`looseObject`): a field added later is
 * not a breaking change for a client, and the fields listed here are the documented contract.
 */
const flag = z.enum(['S', 'N']);
const data = z.string().describe('Instante ISO 8601');

export const mensagemSchema = z.object({ mensagem: z.string() });

export const usuarioResumoSchema = z.looseObject({
  id: z.string(),
  nome: z.string(),
  email: z.string(),
  iniciais: z.string(),
  cor: z.string(),
  imgFoto: z.string().nullable(),
});

export const fluxoResumoSchema = z.looseObject({
  id: z.string(),
  descricao: z.string(),
  detalhes: z.string(),
  icone: z.string(),
  arquivado: flag,
  dataHoraAlteracao: data,
  numEtapasPresentes: z.number(),
  numInstanciasCriadas: z.number(),
  numPessoasComAcesso: z.number(),
  Usuario: usuarioResumoSchema,
});

export const fluxoSchema = fluxoResumoSchema.extend({
  rotuloNovaInstancia: z.string(),
  ehDono: z.boolean(),
  permiteEditarElementosFluxo: z.boolean(),
});

export const campoFormularioSchema = z
  .looseObject({ dataIndex: z.string(), nomeVariavel: z.string().optional(), key: z.string().optional() })
  .describe('Campo do formulário da etapa (tipo em `key`, valor gravado sob `nomeVariavel`)');

export const etapaSchema = z.looseObject({
  id: z.string(),
  idFluxo: z.string(),
  descricao: z.string(),
  cor: z.string(),
  etapaInicial: flag,
  etapaFinal: flag,
  fluxoAberto: flag,
  ordemExibicao: z.number(),
  totalCardsPresentes: z.number(),
  permiteEditar: flag,
  permiteConcederAutorizacoes: flag,
  permiteExecutarInstancias: flag,
  restrAbrirCard: flag,
  listaIdsEtapasDestino: z.array(z.string()).describe('Etapas para onde um card desta etapa pode ir (conexões)'),
  jsonConfig: z.looseObject({ listaCamposFormulario: z.array(campoFormularioSchema) }),
});

export const etiquetaSchema = z.looseObject({
  id: z.string(),
  idFluxo: z.string(),
  descricao: z.string(),
  cor: z.string(),
});

export const responsavelSchema = usuarioResumoSchema.extend({ idVinculo: z.string() });

export const cardResumoSchema = z.looseObject({
  id: z.string(),
  descricao: z.string(),
  ordem: z.number(),
  dataVencimento: z.string().nullable(),
  dataHoraCriacao: data,
  dataHoraAlteracao: data,
  emailAutor: z.string(),
  Etapa: z.looseObject({ id: z.string(), descricao: z.string() }),
  Fluxo: z.looseObject({ id: z.string(), descricao: z.string() }),
  listaInstanciaResp: z.array(responsavelSchema),
  listaInstanciaEtiquetas: z.array(z.looseObject({ id: z.string(), Etiqueta: etiquetaSchema })),
  idUnico: z.string().nullable(),
});

export const cardSchema = cardResumoSchema.extend({
  detalhes: z.string(),
  jsonDadosExecucao: z.looseObject({ listaValoresFormulario: z.record(z.string(), z.unknown()) }),
});

export const comentarioSchema = z.looseObject({
  id: z.string(),
  comentario: z.string(),
  emailUsuario: z.string(),
  nomeUsuario: z.string().nullable(),
  geradoPeloSistema: flag,
  dataHoraAlteracao: data,
});

export const anexoSchema = z.looseObject({
  id: z.string(),
  nomeArquivo: z.string(),
  tipoMime: z.string(),
  tamanho: z.number(),
  emailUsuario: z.string(),
  dataHoraAlteracao: data,
  url: z.string().describe('Endereço temporário de download'),
});

export const autorizacaoSchema = z.looseObject({
  id: z.string(),
  idEtapa: z.string(),
  emailAutorizado: z.string(),
  nome: z.string().nullable(),
  autorizar: flag,
  editar: flag,
  executar: flag,
});

export const linhaRelatorioFluxoSchema = z.looseObject({
  idFluxo: z.string(),
  nomeFluxo: z.string(),
  totalCards: z.number(),
  totalEtapas: z.number(),
  totalPessoasAutorizadas: z.number(),
  cardsCriadosNoPeriodo: z.number(),
  cardsMovimentadosNoPeriodo: z.number(),
  cardsConcluidosNoPeriodo: z.number(),
});

export const linhaRelatorioCardSchema = z.looseObject({
  idInstancia: z.string(),
  idFluxo: z.string(),
  descrCard: z.string(),
  dataCriacao: data,
  dataVencimento: z.string().nullable(),
  ultimaMovimentacao: data,
  nomeFluxo: z.string(),
  nomeEtapaAtual: z.string(),
  responsaveisAtuais: z.array(z.string()),
});

export const proximoCursor = z
  .string()
  .nullable()
  .describe('Envie como ?cursor= para a próxima página; null na última');
