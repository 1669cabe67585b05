import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import dayjs, { type Dayjs } from './dayjs';
import { mascaraMoeda } from './formularioDinamico';

/**
 * Stage-form values between what is stored on a card (keyed by nomeVariavel, JSON-friendly:
 * dates as ISO text, currency as a number) and what the antd form of `CampoDinamico` holds
 * (keyed by dataIndex, dates as Dayjs, currency masked, files as upload entries). Shared by the
 * card modal, the create-card dialog and the public form.
 *
 * The server takes the files of attachment fields through the attachment upload only (it refuses
 * them as form values; the card modal uploads each into its field, whose value becomes the list
 * of attachment ids), and refuses values of fields that are not editable, the id field and
 * fixed text: those are never sent.
 */
export type CampoDeFormulario = Pick<
  CampoFormulario,
  'keyCampo' | 'dataIndex' | 'nomeVariavel' | 'tipoCampoData' | 'indOculto' | 'indEditavel'
>;

/** A file kept in a form value: the attachment id once stored, and its name. */
export interface ArquivoDoCampo {
  id?: string;
  nomeArquivo: string;
}

/** An antd upload entry as the form holds it (only what we read). */
export interface EntradaUpload {
  uid: string;
  name: string;
  status?: string;
  originFileObj?: File;
}

const FORMATO_HORA = 'HH:mm';

function paraDayjs(valor: unknown, tipo: CampoFormulario['tipoCampoData']): Dayjs | undefined {
  if (typeof valor !== 'string' || !valor) return undefined;
  const data = tipo === 'time' ? dayjs(`2000-01-01T${valor}`) : dayjs(valor);
  return data.isValid() ? data : undefined;
}

function deDayjs(valor: unknown, tipo: CampoFormulario['tipoCampoData']): string | null {
  if (!dayjs.isDayjs(valor)) return null;
  if (tipo === 'time') return valor.format(FORMATO_HORA);
  if (tipo === 'dateTime') return valor.toISOString();
  return valor.format('YYYY-MM-DD');
}

/** Stored values -> initial values of the antd form. */
export function paraValoresDoForm(
  campos: readonly CampoDeFormulario[],
  valores: Record<string, unknown>,
): Record<string, unknown> {
  const saida: Record<string, unknown> = {};
  for (const campo of campos) {
    const valor = valores[campo.nomeVariavel];
    if (valor === undefined || valor === null) continue;
    if (campo.keyCampo === 'data') saida[campo.dataIndex] = paraDayjs(valor, campo.tipoCampoData);
    else if (campo.keyCampo === 'moeda' && typeof valor === 'number')
      saida[campo.dataIndex] = mascaraMoeda(valor.toFixed(2));
    else if (campo.keyCampo === 'anexo') {
      // A card's attachment field holds attachment ids (the card modal lists them itself).
      const arquivos = Array.isArray(valor)
        ? (valor as unknown[]).filter((a): a is ArquivoDoCampo => typeof a === 'object' && a !== null)
        : [];
      saida[campo.dataIndex] = arquivos.map((a, i): EntradaUpload => ({
        uid: a.id ?? `arquivo-${i}`,
        name: a.nomeArquivo,
        status: 'done',
      }));
    } else saida[campo.dataIndex] = valor;
  }
  return saida;
}

/** Values of the antd form -> values to store. Empty values become null (the server's required check sees them as empty). */
export function paraValoresGravados(
  campos: readonly CampoDeFormulario[],
  valoresForm: Record<string, unknown>,
): Record<string, unknown> {
  const saida: Record<string, unknown> = {};
  for (const campo of campos) {
    if (!campoGravavel(campo)) continue;
    const valor = valoresForm[campo.dataIndex];
    if (campo.keyCampo === 'data') saida[campo.nomeVariavel] = deDayjs(valor, campo.tipoCampoData);
    else if (typeof valor === 'string') saida[campo.nomeVariavel] = valor.trim() === '' ? null : valor;
    else saida[campo.nomeVariavel] = valor ?? null;
  }
  return saida;
}

/** Whether the server takes a field's value from the form (see above). */
export const campoGravavel = (campo: CampoDeFormulario): boolean =>
  campo.indEditavel && !campo.indOculto && !['anexo', 'campoId', 'textoFixo'].includes(campo.keyCampo);

/** The files chosen in the attachment fields that are not stored yet, each with its field's variable. */
export function arquivosNovosPorCampo(
  campos: readonly CampoDeFormulario[],
  valoresForm: Record<string, unknown>,
): Array<{ nomeVariavel: string; arquivo: File }> {
  const arquivos: Array<{ nomeVariavel: string; arquivo: File }> = [];
  for (const campo of campos) {
    if (campo.keyCampo !== 'anexo') continue;
    const valor = valoresForm[campo.dataIndex];
    for (const e of Array.isArray(valor) ? (valor as EntradaUpload[]) : []) {
      if (e.originFileObj) arquivos.push({ nomeVariavel: campo.nomeVariavel, arquivo: e.originFileObj });
    }
  }
  return arquivos;
}

/** The files chosen in the attachment fields that are not stored yet. */
export const arquivosNovosDoForm = (
  campos: readonly CampoDeFormulario[],
  valoresForm: Record<string, unknown>,
): File[] => arquivosNovosPorCampo(campos, valoresForm).map((a) => a.arquivo);
