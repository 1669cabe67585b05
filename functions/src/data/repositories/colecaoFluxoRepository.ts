import type { AppDeps } from '../../kernel/deps';
import type { Autorizacao } from '../../domains/fluxos/entities/autorizacao';
import type { AutorizacaoEtapaOrg } from '../../domains/organograma/entities/concessaoOrg';
import type { EtapaArmazenada } from '../../domains/fluxos/entities/etapa';
import type { Vinculo } from '../../domains/fluxos/entities/vinculo';
import type { EtiquetaArmazenada } from '../../domains/fluxos/entities/etiqueta';
import { fluxoSchema, type FluxoArmazenado } from '../../domains/fluxos/entities/fluxo';
import { consultarTudo } from '../consultas';
import { autorizacaoKeys, lerAutorizacao } from './autorizacaoRepository';
import { autorizacaoOrgKeys, lerAutorizacaoEtapaOrg } from './autorizacaoOrgRepository';
import { etapaKeys, lerEtapa } from './etapaRepository';
import { etiquetaKeys, lerEtiqueta } from './etiquetaRepository';
import { fluxoKeys } from './fluxoRepository';
import { lerVinculo, vinculoKeys } from './vinculoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/** Everything a flow owns, read at once. */
export interface ColecaoFluxo {
  fluxo: FluxoArmazenado | null;
  etapas: EtapaArmazenada[];
  vinculos: Vinculo[];
  etiquetas: EtiquetaArmazenada[];
  autorizacoes: Autorizacao[];
  /** The grants of organogram units on the flow's stages. */
  autorizacoesOrg: AutorizacaoEtapaOrg[];
}

/**
 * The flow's whole item collection in ONE Query on its partition (fluxoRepository explains the
 * layout): the flow screen, the structural changes that must see every stage and link, the copy
 * and the deletion all start here. Each item is parsed by its own entity's schema, picked by its
 * sort-key prefix.
 */
export async function buscarColecaoDoFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<ColecaoFluxo> {
  const itens = await consultarTudo(deps, {
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': fluxoKeys.pk(sigla, idFluxo) },
    ConsistentRead: true,
  });
  const colecao: ColecaoFluxo = {
    fluxo: null,
    etapas: [],
    vinculos: [],
    etiquetas: [],
    autorizacoes: [],
    autorizacoesOrg: [],
  };
  for (const item of itens) {
    const sk = String(item.sk);
    if (sk === fluxoKeys.sk()) colecao.fluxo = fluxoSchema.parse(item);
    else if (sk.startsWith(etapaKeys.prefixoSk())) colecao.etapas.push(lerEtapa(item));
    else if (sk.startsWith(vinculoKeys.prefixoSk())) colecao.vinculos.push(lerVinculo(item));
    else if (sk.startsWith(etiquetaKeys.prefixoSk())) colecao.etiquetas.push(lerEtiqueta(item));
    else if (sk.startsWith(autorizacaoKeys.prefixoSk())) colecao.autorizacoes.push(lerAutorizacao(item));
    else if (sk.startsWith(autorizacaoOrgKeys.prefixoSk())) colecao.autorizacoesOrg.push(lerAutorizacaoEtapaOrg(item));
  }
  return colecao;
}
