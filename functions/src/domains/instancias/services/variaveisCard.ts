import {
  SUFIXO_VALOR_BRUTO,
  VARIAVEIS_FIXAS_REGRA,
  type VariavelFixaRegra,
} from '@wf/shared/validation/variaveisRegra';
import type { TipoDado, VariavelRegra } from '@wf/shared/schemas/regra';
import { type CampoParaExibir, formatarData, textoDeExibicao } from '@wf/shared/exibicao/valorDoCampo';
import type { KeyCampo } from '@wf/shared/constants/fluxos';
import type { AppDeps } from '../../../kernel/deps';
import { listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import { linkPublicoDoCard } from '../../../lib/linksPublicos';
import { buscarFluxo } from '../../../data/repositories/fluxoRepository';
import { buscarUsuarioPorEmail } from '../../../data/repositories/usuarioRepository';
import type { InstanciaArmazenada } from '../entities/instancia';
import type { EtapaArmazenada } from '../../fluxos';

/** What reading the variables needs (a consumer's narrower deps may lack env: the link is then relative). */
export type DepsVariaveis = Pick<AppDeps, 'db' | 'tableName'> & Partial<Pick<AppDeps, 'env'>>;

/** A form value as a variable's raw text: lists joined by ', ', booleans as S/N, nothing as null. */
export function textoDoValor(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.length ? v.map((i) => String(i)).join(', ') : null;
  if (typeof v === 'boolean') return v ? 'S' : 'N';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v as string | number);
}

/**
 * The variables of a card, twice: `valores`, the raw values (what conditions compare and what
 * fills machine destinations: field values, due dates, recipients, ids, webhook URLs and headers),
 * and `textos`, what texts for people read (comments, details, titles, notifications, e-mails,
 * webhook bodies): each field in its display format (shared/exibicao/valorDoCampo). Both also
 * answer `NOME.valor` with the raw value, so a text can ask for either.
 */
export interface VariaveisDoCard {
  valores: Record<string, string | null>;
  textos: Record<string, string | null>;
}

/**
 * The variables of a card for the person whose change it is: each form value by its
 * nomeVariavel, and the fixed ones (card, stage, flow, person). Two Gets (flow, person) and one
 * Query (the flow's stages, whose forms give each field's type), whatever the size of the flow.
 */
export async function valoresDasVariaveis(
  deps: DepsVariaveis,
  sigla: string,
  card: InstanciaArmazenada,
  alteradoPor: string,
): Promise<VariaveisDoCard> {
  const [fluxo, etapas, usuario] = await Promise.all([
    buscarFluxo(deps, sigla, card.idFluxo),
    listarEtapasDoFluxo(deps, sigla, card.idFluxo),
    alteradoPor.includes('@') ? buscarUsuarioPorEmail(deps, sigla, alteradoPor) : Promise.resolve(null),
  ]);
  const etapa = etapas.find((e) => e.id === card.idEtapa);
  const campos = camposPorVariavel(etapas);
  const valores: Record<string, string | null> = {};
  const textos: Record<string, string | null> = {};
  for (const [nome, v] of Object.entries(card.listaValoresFormulario)) {
    const bruto = textoDoValor(v);
    const campo = campos.get(nome);
    valores[nome] = bruto;
    valores[`${nome}${SUFIXO_VALOR_BRUTO}`] = bruto;
    textos[nome] = campo ? textoDeExibicao(campo, v) : bruto;
    textos[`${nome}${SUFIXO_VALOR_BRUTO}`] = bruto;
  }
  const fixas: Record<VariavelFixaRegra, string | null> = {
    'card.id': card.id,
    'card.titulo': card.descricao,
    'card.link': linkPublicoDoCard(deps.env, { sigla, idFluxo: card.idFluxo, idCard: card.id }),
    // DD/MM/YYYY: how conditions on dates (tipoDado 'D') and texts have always read it.
    'card.vencimento': card.dataVencimento ? formatarData(card.dataVencimento.slice(0, 10)) : null,
    'etapa.nome': etapa?.descricao ?? null,
    'fluxo.nome': fluxo?.descricao ?? null,
    'usuario.nome': usuario?.nome ?? null,
    'usuario.email': alteradoPor,
  };
  const vencimentoBruto = { 'card.vencimento.valor': card.dataVencimento };
  return { valores: { ...valores, ...fixas, ...vencimentoBruto }, textos: { ...textos, ...fixas, ...vencimentoBruto } };
}

/** Each form field of the flow by its nomeVariavel (the first stage's when repeated, as in the picker). */
function camposPorVariavel(etapas: readonly EtapaArmazenada[]): Map<string, CampoParaExibir> {
  const campos = new Map<string, CampoParaExibir>();
  for (const e of [...etapas].sort((a, b) => a.ordemExibicao - b.ordemExibicao)) {
    for (const c of e.listaCamposFormulario) if (!campos.has(c.nomeVariavel)) campos.set(c.nomeVariavel, c);
  }
  return campos;
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
