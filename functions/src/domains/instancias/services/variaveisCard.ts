import { VARIAVEIS_FIXAS_REGRA, type VariavelFixaRegra } from '@wf/shared/validation/variaveisRegra';
import type { TipoDado, VariavelRegra } from '@wf/shared/schemas/regra';
import type { KeyCampo } from '@wf/shared/constants/fluxos';
import type { AppDeps } from '../../../kernel/deps';
import { buscarEtapa, listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { buscarUsuarioPorEmail } from '../../../data/repositories/usuarioRepository';
import type { InstanciaArmazenada } from '../entities/instancia';

/** What reading the variables needs (a consumer's narrower deps may lack env: the link is then relative). */
export type DepsVariaveis = Pick<AppDeps, 'db' | 'tableName'> & Partial<Pick<AppDeps, 'env'>>;

/** A form value as a variable's text: lists joined by ', ', booleans as S/N, nothing as null. */
export function textoDoValor(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.length ? v.map((i) => String(i)).join(', ') : null;
  if (typeof v === 'boolean') return v ? 'S' : 'N';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number);
}

/** DD/MM/YYYY of a YYYY-MM-DD date (how the card's due date reads in texts). */
const dataBr = (iso: string | null): string | null => {
  const m = iso && /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
};

/**
 * The values of every variable for a card and the person whose change it is: each form value by
 * its nomeVariavel, and the fixed ones (card, stage, flow, person). Three Gets (flow, stage,
 * person), whatever the size of the flow.
 */
export async function valoresDasVariaveis(
  deps: DepsVariaveis,
  sigla: string,
  card: InstanciaArmazenada,
  alteradoPor: string,
): Promise<Record<string, string | null>> {
  const [fluxo, etapa, usuario] = await Promise.all([
    buscarFluxo(deps, sigla, card.idFluxo),
    buscarEtapa(deps, sigla, card.idFluxo, card.idEtapa),
    alteradoPor.includes('@') ? buscarUsuarioPorEmail(deps, sigla, alteradoPor) : Promise.resolve(null),
  ]);
  const valores: Record<string, string | null> = {};
  for (const [nome, v] of Object.entries(card.listaValoresFormulario)) valores[nome] = textoDoValor(v);
  const fixas: Record<VariavelFixaRegra, string | null> = {
    'card.id': card.id,
    'card.titulo': card.descricao,
    'card.link': `${(deps.env?.appUrl ?? '').replace(/\/$/, '')}/process/${card.idFluxo}?card=${card.id}&customer=${sigla}`,
    'card.vencimento': dataBr(card.dataVencimento),
    'etapa.nome': etapa?.descricao ?? null,
    'fluxo.nome': fluxo?.descricao ?? null,
    'usuario.nome': usuario?.nome ?? null,
    'usuario.email': alteradoPor,
  };
  return { ...valores, ...fixas };
}

/** The data type conditions compare a field's value by. */
export function tipoDadoDoCampo(keyCampo: KeyCampo): TipoDado {
  if (keyCampo === 'data') return 'D';
  if (keyCampo === 'number' || keyCampo === 'moeda') return 'N';
  return 'A';
}

const TIPO_FIXA: Partial<Record<VariavelFixaRegra, TipoDado>> = { 'card.vencimento': 'D' };

/**
 * The variables of a flow: the form fields of every stage (first stage first; a nomeVariavel
 * repeated on a later stage is listed once) and the fixed ones. One Query (the flow's stages).
 */
export async function variaveisDoFluxo(deps: AppDeps, sigla: string, idFluxo: string): Promise<VariavelRegra[]> {
  const etapas = (await listarEtapasDoFluxo(deps, sigla, idFluxo)).sort((a, b) => a.ordemExibicao - b.ordemExibicao);
  const vistas = new Set<string>();
  const lista: VariavelRegra[] = [];
  for (const etapa of etapas) {
    for (const c of etapa.listaCamposFormulario) {
      if (c.keyCampo === 'textoFixo' || vistas.has(c.nomeVariavel)) continue;
      vistas.add(c.nomeVariavel);
      lista.push({
        nomeInterno: c.nomeVariavel,
        descricaoVisual: `${c.titulo} (${etapa.descricao})`,
        tipoDado: tipoDadoDoCampo(c.keyCampo as KeyCampo),
        variavelDeFormulario: 'S',
      });
    }
  }
  for (const [nome, descricao] of Object.entries(VARIAVEIS_FIXAS_REGRA)) {
    lista.push({
      nomeInterno: nome,
      descricaoVisual: descricao,
      tipoDado: TIPO_FIXA[nome as VariavelFixaRegra] ?? 'A',
      variavelDeFormulario: 'N',
    });
  }
  return lista;
}
