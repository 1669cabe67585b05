import { ANEXO_IMPORTADO, COR_PADRAO, extensoesArquivo, keysCampo, paletaCores } from '@wf/shared/constants/fluxos';
import { campoFormularioSchema, type CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { ConfigEtapaArquivo } from '@wf/shared/types/fluxo';
import { NOME_VARIAVEL_PATTERN } from '@wf/shared/validation/nomeVariavel';
import { erroEtapa, type EtapaArmazenada } from '../../fluxos';

/** Fields a stage form can hold (the editor's limit, atualizarCamposFormSchema). */
const MAX_CAMPOS = 100;

/** GET /api/etapas/export-config-etapa/{idEtapa}: the stage as a configuration file. */
export const arquivoDeConfiguracao = (etapa: EtapaArmazenada): ConfigEtapaArquivo => ({
  versao: 1,
  listaEtapas: [
    {
      descricao: etapa.descricao,
      cor: etapa.cor,
      etapaInicial: etapa.etapaInicial,
      etapaFinal: etapa.etapaFinal,
      jsonConfig: { listaCamposFormulario: etapa.listaCamposFormulario },
    },
  ],
});

/** What an import takes from the file: the first valid stage's colour and form. */
export interface ConfiguracaoImportada {
  descricao: string;
  cor: string;
  listaCamposFormulario: CampoFormulario[];
}

type Objeto = Record<string, unknown>;
const ehObjeto = (v: unknown): v is Objeto => typeof v === 'object' && v !== null && !Array.isArray(v);
const textoPreenchido = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const ehFlag = (v: unknown): v is 'S' | 'N' => v === 'S' || v === 'N';

/** The file arrives parsed or as its text; jsonConfig may be an object or its JSON text. */
function comoJson(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A stage of the file is dropped when descricao, cor, etapaInicial or etapaFinal is missing, or
 * when its name is longer than a stage name may be (the editor's 150).
 */
const etapaValida = (e: unknown): e is Objeto =>
  ehObjeto(e) &&
  textoPreenchido(e.descricao) &&
  (e.descricao as string).trim().length <= 150 &&
  textoPreenchido(e.cor) &&
  ehFlag(e.etapaInicial) &&
  ehFlag(e.etapaFinal);

/** A colour outside the palette becomes blue. */
const corDaPaleta = (cor: string): string => ((paletaCores as readonly string[]).includes(cor) ? cor : COR_PADRAO);

/**
 * One field of the file, or null when dropped: no title or no valid keyCampo, or settings our
 * field rules refuse even after the import defaults. It gets a new id and its
 * order; an attachment field gets 1 file, 2 MB and every listed type.
 */
function campoImportado(bruto: unknown, id: string, ordem: number): CampoFormulario | null {
  if (!ehObjeto(bruto) || !textoPreenchido(bruto.titulo)) return null;
  if (typeof bruto.keyCampo !== 'string' || !(keysCampo as readonly string[]).includes(bruto.keyCampo)) return null;
  const candidato: Objeto = { ...bruto, id, ordem };
  if (typeof candidato.nomeVariavel !== 'string' || !NOME_VARIAVEL_PATTERN.test(candidato.nomeVariavel))
    delete candidato.nomeVariavel;
  if (bruto.keyCampo === 'anexo') {
    Object.assign(candidato, { ...ANEXO_IMPORTADO, tiposArquivosAceitos: [...extensoesArquivo] });
  }
  const r = campoFormularioSchema.safeParse(candidato);
  return r.success ? r.data : null;
}

/** Variable names stay unique in the form: a repeated one gets _2, _3, ... */
function nomesUnicos(campos: CampoFormulario[]): CampoFormulario[] {
  const usados = new Set<string>();
  return campos.map((c) => {
    let nome = c.nomeVariavel;
    for (let n = 2; usados.has(nome); n++) nome = `${c.nomeVariavel}_${n}`;
    usados.add(nome);
    return nome === c.nomeVariavel ? c : { ...c, nomeVariavel: nome };
  });
}

/**
 * Reads a stage configuration file by the import rules. A file that is not a JSON object with
 * listaEtapas, or that has no valid stage, is refused as a whole ('Erro ao importar
 * configuração'), so nothing changes.
 */
export function lerConfiguracaoImportada(conteudo: unknown, novoId: () => string): ConfiguracaoImportada {
  const arquivo = comoJson(conteudo);
  if (!ehObjeto(arquivo) || !Array.isArray(arquivo.listaEtapas)) throw erroEtapa.erroImportar();
  const etapa = arquivo.listaEtapas.find(etapaValida);
  if (!etapa) throw erroEtapa.erroImportar();
  const jsonConfig = comoJson(etapa.jsonConfig);
  const brutos =
    ehObjeto(jsonConfig) && Array.isArray(jsonConfig.listaCamposFormulario) ? jsonConfig.listaCamposFormulario : [];
  const campos: CampoFormulario[] = [];
  for (const bruto of brutos) {
    if (campos.length >= MAX_CAMPOS) break;
    const campo = campoImportado(bruto, novoId(), campos.length);
    if (campo) campos.push(campo);
  }
  return {
    descricao: (etapa.descricao as string).trim(),
    cor: corDaPaleta(etapa.cor as string),
    listaCamposFormulario: nomesUnicos(campos),
  };
}
