import {
  extensoesArquivo,
  tiposCampo,
  tiposComOpcoes,
  tiposComTamanho,
  tiposSemObrigatoriedade,
  type KeyCampo,
} from '@wf/shared/constants/fluxos';
import {
  campoFormularioSchema,
  type CampoFormulario,
  type CampoFormularioEntrada,
} from '@wf/shared/schemas/campoFormulario';
import { atualizarCamposFormSchema } from '@wf/shared/schemas/formularioEtapa';
import { nomeVariavelDoTitulo } from '@wf/shared/validation/nomeVariavel';

/**
 * The form editor's state and rules, with no React: a field as
 * edited, its defaults per type, the toggles' coupling, the live variable name, the validation
 * with the shared schema and the payload of POST /api/etapas/atualizar-campos-form.
 */

/** A field while edited: the saved shape without the derived dataIndex. */
export type CampoEditavel = Omit<CampoFormulario, 'dataIndex'>;

export interface CampoEmEdicao {
  campo: CampoEditavel;
  /** The variable name was typed by the user: the title no longer drives it. */
  nomeVariavelManual: boolean;
}

/** Messages by setting (the schema's path), for one field. */
export type ErrosCampo = Partial<Record<keyof CampoEditavel, string>>;

export const tipoDoCampo = (campo: Pick<CampoEditavel, 'keyCampo'>): KeyCampo => campo.keyCampo as KeyCampo;
export const temOpcoes = (campo: Pick<CampoEditavel, 'keyCampo'>): boolean =>
  tiposComOpcoes.includes(tipoDoCampo(campo));
export const temTamanho = (campo: Pick<CampoEditavel, 'keyCampo'>): boolean =>
  tiposComTamanho.includes(tipoDoCampo(campo));
export const podeSerObrigatorio = (campo: Pick<CampoEditavel, 'keyCampo'>): boolean =>
  !tiposSemObrigatoriedade.includes(tipoDoCampo(campo));

/** The id pattern offered when the random hash is turned off: year, month, day and the sequence. */
export const PADRAO_ID_SUGERIDO = '{{AAAA}}{{MM}}{{DD}}-{{NS}}';

/** A title not used yet in the form: "Texto curto", then "Texto curto 2"... */
export function tituloLivre(base: string, titulos: readonly string[]): string {
  const usados = new Set(titulos.map((t) => t.trim().toLowerCase()));
  if (!usados.has(base.toLowerCase())) return base;
  let n = 2;
  while (usados.has(`${base} ${n}`.toLowerCase())) n += 1;
  return `${base} ${n}`;
}

/** A new field of a type, with the editor's defaults (attachment: 1 file of 1 MB, every type accepted). */
export function novoCampo(
  keyCampo: KeyCampo,
  existentes: readonly CampoEmEdicao[],
  gerarId: () => string,
): CampoEmEdicao {
  const titulo = tituloLivre(
    tiposCampo[keyCampo],
    existentes.map((e) => e.campo.titulo),
  );
  const opcoes = tiposComOpcoes.includes(keyCampo)
    ? [
        { id: gerarId(), label: 'Opção 1', value: 'Opção 1' },
        { id: gerarId(), label: 'Opção 2', value: 'Opção 2' },
      ]
    : [];
  return {
    nomeVariavelManual: false,
    campo: {
      id: gerarId(),
      keyCampo,
      ordem: existentes.length,
      titulo,
      nomeVariavel: nomeVariavelDoTitulo(titulo),
      descricao: '',
      helperText: '',
      placeholder: '',
      switchDescricao: false,
      switchLength: false,
      switchPlaceholder: false,
      switchHelperText: false,
      minLength: null,
      maxLength: null,
      indObrigatorio: false,
      indEditavel: true,
      indOculto: false,
      indSelecaoMultipla: false,
      indDirecaoVertical: false,
      indIcon: false,
      indHashAleatoria: true,
      tipoCampoData: 'date',
      tipoCampoCombo: 'manual',
      opcoesListagensManual: opcoes,
      vinculoDataBase: null,
      tipoBotao: 'default',
      quantidadeMaximaArquivos: 1,
      tamanhoMaximoArquivo: 1,
      tiposArquivosAceitos: [...extensoesArquivo],
      textoFixoValue: keyCampo === 'textoFixo' ? '' : undefined,
      configCampoId: '',
    },
  };
}

/** The saved fields as editor state; a variable name that is not the title's was typed. */
export function camposParaEdicao(lista: readonly CampoFormulario[]): CampoEmEdicao[] {
  return [...lista]
    .sort((a, b) => a.ordem - b.ordem)
    .map(({ dataIndex: _dataIndex, ...campo }) => ({
      campo,
      nomeVariavelManual: Boolean(campo.nomeVariavel) && campo.nomeVariavel !== nomeVariavelDoTitulo(campo.titulo),
    }));
}

/** A new title; the variable name follows it until the user types one. */
export function alterarTitulo(item: CampoEmEdicao, titulo: string): CampoEmEdicao {
  return {
    ...item,
    campo: {
      ...item.campo,
      titulo,
      nomeVariavel: item.nomeVariavelManual ? item.campo.nomeVariavel : nomeVariavelDoTitulo(titulo),
    },
  };
}

/** A typed variable name (upper case, spaces as _); emptied, it follows the title again. */
export function alterarNomeVariavel(item: CampoEmEdicao, valor: string): CampoEmEdicao {
  const nome = valor.toUpperCase().replace(/\s+/g, '_');
  if (!nome)
    return {
      nomeVariavelManual: false,
      campo: { ...item.campo, nomeVariavel: nomeVariavelDoTitulo(item.campo.titulo) },
    };
  return { nomeVariavelManual: true, campo: { ...item.campo, nomeVariavel: nome } };
}

export type Indicador = 'indObrigatorio' | 'indEditavel' | 'indOculto';

/** Editable off forces required off; required on forces editable on. */
export function alternarIndicador<T extends Pick<CampoEditavel, Indicador>>(
  campo: T,
  indicador: Indicador,
  valor: boolean,
): T {
  const novo = { ...campo, [indicador]: valor };
  if (indicador === 'indEditavel' && !valor) novo.indObrigatorio = false;
  if (indicador === 'indObrigatorio' && valor) novo.indEditavel = true;
  return novo;
}

/** Turning the random hash off offers the sample pattern when none was typed. */
export function alternarHashAleatoria(campo: CampoEditavel, valor: boolean): CampoEditavel {
  return {
    ...campo,
    indHashAleatoria: valor,
    configCampoId: !valor && !campo.configCampoId ? PADRAO_ID_SUGERIDO : campo.configCampoId,
  };
}

/** Moves a field in the list (drag and drop or keyboard) and renumbers the order. */
export function moverCampo(itens: readonly CampoEmEdicao[], de: number, para: number): CampoEmEdicao[] {
  if (de === para || de < 0 || para < 0 || de >= itens.length || para >= itens.length) return [...itens];
  const novos = [...itens];
  const [movido] = novos.splice(de, 1);
  novos.splice(para, 0, movido);
  return novos.map((item, ordem) => ({ ...item, campo: { ...item.campo, ordem } }));
}

/**
 * What is sent: settings whose switch is off are emptied (so no renderer shows or checks them),
 * settings of other types are dropped to their defaults, and the order is the list's.
 */
export function campoParaEnvio(campo: CampoEditavel, ordem: number): CampoEditavel {
  const comTamanho = temTamanho(campo) && campo.switchLength;
  return {
    ...campo,
    ordem,
    descricao: campo.switchDescricao ? campo.descricao : '',
    placeholder: campo.switchPlaceholder ? campo.placeholder : '',
    helperText: campo.switchHelperText ? campo.helperText : '',
    switchLength: comTamanho,
    minLength: comTamanho ? campo.minLength : null,
    maxLength: comTamanho ? campo.maxLength : null,
    indObrigatorio: podeSerObrigatorio(campo) ? campo.indObrigatorio : false,
    opcoesListagensManual: temOpcoes(campo) ? campo.opcoesListagensManual : [],
    vinculoDataBase: temOpcoes(campo) && campo.tipoCampoCombo === 'dataBase' ? campo.vinculoDataBase : null,
  };
}

function errosDosProblemas(problemas: readonly { path: PropertyKey[]; message: string }[], deslocamento: number) {
  const erros: ErrosCampo = {};
  for (const p of problemas) {
    const chave = p.path[deslocamento] as keyof CampoEditavel | undefined;
    if (chave !== undefined && erros[chave] === undefined) erros[chave] = p.message;
  }
  return erros;
}

/** One field's messages, as the server would give them. */
export function validarCampo(campo: CampoEditavel): ErrosCampo {
  const resultado = campoFormularioSchema.safeParse(campoParaEnvio(campo, campo.ordem));
  return resultado.success ? {} : errosDosProblemas(resultado.error.issues, 0);
}

export type ResultadoFormulario =
  { valido: true; listaCamposFormulario: CampoFormulario[] } | { valido: false; erros: Record<string, ErrosCampo> };

/** The whole form (repeated variable names included), and the payload when it is valid. */
export function validarFormulario(itens: readonly CampoEmEdicao[]): ResultadoFormulario {
  const lista = itens.map((item, ordem) => campoParaEnvio(item.campo, ordem));
  const resultado = atualizarCamposFormSchema.safeParse({ listaCamposFormulario: lista });
  if (resultado.success) return { valido: true, listaCamposFormulario: resultado.data.listaCamposFormulario };
  const erros: Record<string, ErrosCampo> = {};
  for (const problema of resultado.error.issues) {
    const indice = problema.path[1];
    if (problema.path[0] !== 'listaCamposFormulario' || typeof indice !== 'number') continue;
    const id = lista[indice]?.id;
    if (!id) continue;
    const chave = problema.path[2] as keyof CampoEditavel | undefined;
    const doCampo = (erros[id] ??= {});
    if (chave !== undefined && doCampo[chave] === undefined) doCampo[chave] = problema.message;
  }
  return { valido: false, erros };
}

/** The field as the preview renders it (with its dataIndex), valid or not yet. */
export function campoParaPreview(campo: CampoEditavel, ordem: number): CampoFormulario {
  const enviado = campoParaEnvio(campo, ordem);
  return {
    ...enviado,
    nomeVariavel: enviado.nomeVariavel || nomeVariavelDoTitulo(enviado.titulo),
    dataIndex: `${enviado.keyCampo}_${enviado.id}`,
  };
}

/**
 * Fields proposed by the AI ('Gerar campos com IA') joined to the form under edit: each on top of
 * its type's defaults, with a new id, a title not used yet and its variable name, after the
 * existing fields. A field of an unknown type is left out. Nothing is saved until 'Salvar'.
 */
export function adicionarCamposGerados(
  itens: readonly CampoEmEdicao[],
  propostos: readonly CampoFormularioEntrada[],
  gerarId: () => string,
): CampoEmEdicao[] {
  const resultado = [...itens];
  for (const proposto of propostos) {
    if (!(proposto.keyCampo in tiposCampo)) continue;
    const base = novoCampo(proposto.keyCampo as KeyCampo, resultado, gerarId);
    const { id: _id, ordem: _ordem, ...resto } = proposto;
    const titulo = tituloLivre(
      proposto.titulo.trim() || base.campo.titulo,
      resultado.map((e) => e.campo.titulo),
    );
    const opcoes = proposto.opcoesListagensManual?.map((o) => ({ ...o, id: gerarId() }));
    resultado.push({
      nomeVariavelManual: false,
      campo: {
        ...base.campo,
        ...(resto as Partial<CampoEditavel>),
        id: base.campo.id,
        ordem: resultado.length,
        titulo,
        nomeVariavel: nomeVariavelDoTitulo(titulo),
        opcoesListagensManual: opcoes ?? base.campo.opcoesListagensManual,
      },
    });
  }
  return resultado;
}
