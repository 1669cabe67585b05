import * as z from 'zod';
import {
  extensoesArquivo,
  keysCampo,
  tiposComOpcoes,
  tiposComTamanho,
  tiposSemObrigatoriedade,
  tokensPadraoId,
} from '../constants/fluxos';
import { NOME_VARIAVEL_PATTERN, nomeVariavelDoTitulo } from '../validation/nomeVariavel';
import { identificador } from './campos';

/** Messages of the field editor. */
export const mensagensCampo = {
  obrigatorio: 'Campo obrigatório',
  tamanhoMaximoMenor: 'Tamanho máximo deve ser maior ou igual ao tamanho mínimo',
  semOpcoes: 'Adicione opções para o campo',
  semBaseDados: 'Selecione a base de dados e a coluna',
  obrigatorioNaoEditavel: 'Um campo obrigatório precisa ser editável',
  tipoNaoObrigatorio: 'Este tipo de campo não pode ser obrigatório',
  nomeVariavelInvalido: 'Nome da variável deve conter apenas letras maiúsculas, números e _',
  nomeVariavelRepetido: (nome: string) => `Já existe um campo com a variável ${nome} nesta etapa`,
  tokenDesconhecido: (token: string) => `Variável desconhecida no padrão do ID: {{${token}}}`,
  maxArquivos: 'A quantidade máxima de arquivos deve ser no mínimo 1',
  maxTamanho: 'O tamanho máximo do arquivo deve ser no mínimo 1 MB',
  semTiposArquivo: 'Selecione ao menos um tipo de arquivo',
} as const;

const textoLivre = (max: number) => z.string().trim().max(max, `Informe no máximo ${max} caracteres`);
/** 0 counts as empty. */
const limiteTamanho = z
  .number({ error: 'Informe um número inteiro' })
  .int('Informe um número inteiro')
  .min(0, 'Informe um número maior ou igual a 0')
  .max(100_000)
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

export const opcaoManualSchema = z.object({
  id: identificador(),
  label: z.string().trim().min(1, mensagensCampo.obrigatorio).max(200),
  value: z.string().trim().min(1, mensagensCampo.obrigatorio).max(200),
});

/** Tokens in double braces found in an id pattern. */
export const tokensDoPadrao = (padrao: string): string[] => [...padrao.matchAll(/\{\{([^}]*)\}\}/g)].map((m) => m[1]);

/**
 * A form field definition, also the settings of a data base column later.
 * Server and editor check the same rules; nomeVariavel is derived from the title when empty.
 */
export const campoFormularioSchema = z
  .object({
    id: identificador(),
    keyCampo: z.enum(keysCampo as [string, ...string[]], { error: 'Tipo de campo inválido' }),
    ordem: z.number().int().min(0).default(0),
    titulo: z.string({ error: mensagensCampo.obrigatorio }).trim().min(1, mensagensCampo.obrigatorio).max(200),
    nomeVariavel: textoLivre(100).optional(),
    descricao: textoLivre(1000).optional(),
    helperText: textoLivre(500).optional(),
    placeholder: textoLivre(200).optional(),
    switchDescricao: z.boolean().default(false),
    switchLength: z.boolean().default(false),
    switchPlaceholder: z.boolean().default(false),
    switchHelperText: z.boolean().default(false),
    minLength: limiteTamanho,
    maxLength: limiteTamanho,
    indObrigatorio: z.boolean().default(false),
    indEditavel: z.boolean().default(true),
    indOculto: z.boolean().default(false),
    indSelecaoMultipla: z.boolean().default(false),
    indDirecaoVertical: z.boolean().default(false),
    indIcon: z.boolean().default(false),
    indHashAleatoria: z.boolean().default(true),
    tipoCampoData: z.enum(['date', 'time', 'dateTime']).default('date'),
    tipoCampoCombo: z.enum(['manual', 'dataBase']).default('manual'),
    opcoesListagensManual: z.array(opcaoManualSchema).max(500).default([]),
    vinculoDataBase: z.object({ idDataBase: identificador(), idColuna: identificador() }).nullable().optional(),
    tipoBotao: z.enum(['default', 'primary', 'dashed', 'text']).default('default'),
    quantidadeMaximaArquivos: z.number().int().min(1, mensagensCampo.maxArquivos).max(20).default(1),
    tamanhoMaximoArquivo: z.number().int().min(1, mensagensCampo.maxTamanho).max(50).default(1),
    tiposArquivosAceitos: z
      .array(z.enum(extensoesArquivo as [string, ...string[]]))
      .max(100)
      .default([...extensoesArquivo]),
    textoFixoValue: textoLivre(5000).optional(),
    configCampoId: textoLivre(200).optional(),
  })
  .transform((c) => ({
    ...c,
    nomeVariavel: c.nomeVariavel ? c.nomeVariavel : nomeVariavelDoTitulo(c.titulo),
    dataIndex: `${c.keyCampo}_${c.id}`,
    // Turning "editable" off forces "required" off.
    indObrigatorio: c.indEditavel ? c.indObrigatorio : false,
  }))
  .superRefine((c, ctx) => {
    const falha = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!NOME_VARIAVEL_PATTERN.test(c.nomeVariavel)) falha('nomeVariavel', mensagensCampo.nomeVariavelInvalido);
    if (c.switchDescricao && !c.descricao) falha('descricao', mensagensCampo.obrigatorio);
    if (c.switchPlaceholder && !c.placeholder) falha('placeholder', mensagensCampo.obrigatorio);
    if (c.switchHelperText && !c.helperText) falha('helperText', mensagensCampo.obrigatorio);
    if (tiposComTamanho.includes(c.keyCampo as never) && c.minLength && c.maxLength && c.maxLength < c.minLength) {
      falha('maxLength', mensagensCampo.tamanhoMaximoMenor);
    }
    if (tiposComOpcoes.includes(c.keyCampo as never)) {
      if (c.tipoCampoCombo === 'manual' && c.opcoesListagensManual.length === 0) {
        falha('opcoesListagensManual', mensagensCampo.semOpcoes);
      }
      if (c.tipoCampoCombo === 'dataBase' && !c.vinculoDataBase) falha('vinculoDataBase', mensagensCampo.semBaseDados);
    }
    if (tiposSemObrigatoriedade.includes(c.keyCampo as never) && c.indObrigatorio) {
      falha('indObrigatorio', mensagensCampo.tipoNaoObrigatorio);
    }
    if (c.keyCampo === 'anexo' && c.tiposArquivosAceitos.length === 0) {
      falha('tiposArquivosAceitos', mensagensCampo.semTiposArquivo);
    }
    if (c.keyCampo === 'campoId' && !c.indHashAleatoria) {
      if (!c.configCampoId) falha('configCampoId', mensagensCampo.obrigatorio);
      for (const token of tokensDoPadrao(c.configCampoId ?? '')) {
        if (!(token in tokensPadraoId)) falha('configCampoId', mensagensCampo.tokenDesconhecido(token));
      }
    }
  });
export type CampoFormularioEntrada = z.input<typeof campoFormularioSchema>;
export type CampoFormulario = z.output<typeof campoFormularioSchema>;
