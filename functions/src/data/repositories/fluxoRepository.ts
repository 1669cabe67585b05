import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../kernel/deps';
import { fluxoSchema, type FluxoArmazenado } from '../../domains/fluxos/entities/fluxo';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { atualizarERetornar, buscarItem, deleteItem, entidade, putSeAusente } from '../entidade';
import { lerEmLote } from '../lotes';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Flows. A flow and everything that belongs to it share ONE partition, its item collection:
 *   pk `T#<SIGLA>#FLUXO#<id>`
 *     sk `FLUXO`                          the flow itself (this file), with its counters
 *     sk `ETAPA#<idEtapa>`                stages, their forms and node positions (etapaRepository)
 *     sk `REL#<origem>#<destino>`         links between stages (vinculoRepository)
 *     sk `ETIQUETA#<id>`                  labels (etiquetaRepository)
 *     sk `AUT#<email>#<idEtapa>`          authorisations (autorizacaoRepository)
 * so the flow screen (flow, stages, links, labels, the user's permissions) is ONE Query
 * (colecaoFluxoRepository), and deleting a flow finds every item it owns without a Scan. The
 * partition is per flow, not per tenant, so a busy tenant is spread over many partitions.
 *
 * Public link: pk `T#<SIGLA>#LINKPUBLICO#<hash>`, sk `LINKPUBLICO` -> idFluxo. The public form
 * names the tenant and the hash in its path; the hash is 256 random bits (unguessable).
 */
export const fluxoKeys = {
  pk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}`,
  sk: () => 'FLUXO',
  linkPublicoPk: (sigla: string, hash: string) => `${prefixoTenant(sigla)}#LINKPUBLICO#${hash}`,
  linkPublicoSk: () => 'LINKPUBLICO',
};

const linkPublicoSchema = z.object({ idFluxo: z.string() });

const fluxo = entidade('FLUXO', fluxoSchema);
const chaveFluxo = (sigla: string, idFluxo: string): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, idFluxo),
  sk: fluxoKeys.sk(),
});
const chaveLink = (sigla: string, hash: string): ChaveItem => ({
  pk: fluxoKeys.linkPublicoPk(sigla, hash),
  sk: fluxoKeys.linkPublicoSk(),
});

export async function buscarFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<FluxoArmazenado | null> {
  return fluxo.buscar(deps, chaveFluxo(sigla, idFluxo), { consistente: true });
}

/** The flows of a list of ids (the flow list); ids of deleted flows are simply missing. */
export async function buscarFluxosPorIds(deps: Deps, sigla: string, ids: string[]): Promise<FluxoArmazenado[]> {
  const itens = await lerEmLote(
    deps,
    ids.map((id) => chaveFluxo(sigla, id)),
  );
  return itens.map(fluxo.ler);
}

export async function buscarIdFluxoDoLinkPublico(deps: Deps, sigla: string, hash: string): Promise<string | null> {
  return (await buscarItem(deps, linkPublicoSchema, chaveLink(sigla, hash)))?.idFluxo ?? null;
}

export function inserirFluxoItem(deps: Deps, f: FluxoArmazenado): TransactItem {
  return fluxo.inserir(deps, chaveFluxo(f.sigla, f.id), f);
}

/**
 * Saves what the owner edits (dialog data, public form, name, archive flag) if nobody saved it
 * since it was read. An Update, not a Put: the counters, changed by atomic ADDs of other
 * requests meanwhile, are left alone.
 */
export function salvarDadosFluxoItem(deps: Deps, f: FluxoArmazenado): TransactItem {
  return fluxo.atualizar(
    deps,
    chaveFluxo(f.sigla, f.id),
    {
      set: {
        descricao: f.descricao,
        detalhes: f.detalhes,
        icone: f.icone,
        rotuloNovaInstancia: f.rotuloNovaInstancia,
        arquivado: f.arquivado,
        permitirEnviarCards: f.permitirEnviarCards,
        permitirReceberCards: f.permitirReceberCards,
        permitirFormPublico: f.permitirFormPublico,
        tituloFormulario: f.tituloFormulario,
        descricaoFormulario: f.descricaoFormulario,
        imgBackgroundChave: f.imgBackgroundChave,
        linkPublico: f.linkPublico,
        dataHoraAlteracao: f.dataHoraAlteracao,
        versao: f.versao + 1,
      },
    },
    { iguais: { versao: f.versao } },
  );
}

export interface MudancaContadores {
  /** Change of numEtapasPresentes. */
  etapas?: number;
  /** Change of numPessoasComAcesso. */
  pessoas?: number;
  /** The write must happen on a flow that has exactly this many stages (the first stage becomes initial). */
  etapasEsperadas?: number;
}

/**
 * Every change inside a flow touches its flow item in the same transaction: atomic ADDs of the
 * counters and the change date, conditioned on the flow still existing (a change racing the
 * flow's deletion fails instead of leaving orphans).
 */
export function tocarFluxoItem(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  agora: Date,
  m: MudancaContadores = {},
): TransactItem {
  return fluxo.atualizar(
    deps,
    chaveFluxo(sigla, idFluxo),
    {
      set: { dataHoraAlteracao: agora.toISOString() },
      // A zero change is no change: left out of the expression.
      add: { numEtapasPresentes: m.etapas || undefined, numPessoasComAcesso: m.pessoas || undefined },
    },
    { existe: true, iguais: { numEtapasPresentes: m.etapasEsperadas } },
  );
}

/** Deletes the flow item (the rest of its collection goes after, see exclusaoFluxoService). */
export function excluirFluxoItem(deps: Deps, f: FluxoArmazenado): TransactItem {
  return fluxo.excluir(deps, chaveFluxo(f.sigla, f.id), { existe: true });
}

export function inserirLinkPublicoItem(deps: Deps, sigla: string, hash: string, idFluxo: string): TransactItem {
  return putSeAusente(deps, { ...chaveLink(sigla, hash), entidade: 'LINK_PUBLICO', idFluxo });
}

export function excluirLinkPublicoItem(deps: Deps, sigla: string, hash: string): TransactItem {
  return deleteItem(deps, chaveLink(sigla, hash));
}

// ---------------------------------------------------------------- cards (issue 4: instancias)

/**
 * A card created in (or moved into) the flow: numInstanciasCriadas + 1, in the card's
 * transaction, conditioned on the flow still existing.
 */
export function contarInstanciaCriadaItem(deps: Deps, sigla: string, idFluxo: string, quantidade = 1): TransactItem {
  return fluxo.atualizar(
    deps,
    chaveFluxo(sigla, idFluxo),
    { add: { numInstanciasCriadas: quantidade } },
    { existe: true },
  );
}

/**
 * A rule created in (or deleted from) the flow: numRegrasCriadas + quantidade, in the rule's
 * transaction, conditioned on the flow still existing (an ADD alone would create a stray item).
 */
export function contarRegrasItem(deps: Deps, sigla: string, idFluxo: string, quantidade: number): TransactItem {
  return fluxo.atualizar(deps, chaveFluxo(sigla, idFluxo), { add: { numRegrasCriadas: quantidade } }, { existe: true });
}

const sequenciaSchema = z.object({ sequenciaCards: z.number().int().optional() });

/**
 * The flow's card sequence ({{NS}} of the id field): an atomic ADD on the flow item that answers
 * the new value, run BEFORE the create transaction (an UpdateItem cannot return a value from
 * inside a transaction). A create that fails afterwards leaves a gap, which is acceptable for an
 * id (docs/data-model.md). The attribute is not part of fluxoSchema: only this file reads it.
 */
export async function proximaSequenciaCards(deps: Deps, sigla: string, idFluxo: string): Promise<number> {
  const novos = await atualizarERetornar(
    deps,
    fluxo.atualizar(deps, chaveFluxo(sigla, idFluxo), { add: { sequenciaCards: 1 } }, { existe: true }),
  );
  if (!novos) throw new ConditionalCheckFailedException({ message: 'O fluxo não existe', $metadata: {} });
  return sequenciaSchema.parse(novos).sequenciaCards ?? 1;
}

/** The current value of the flow's card sequence (0 before the first card that used it). */
export async function sequenciaCardsAtual(deps: Deps, sigla: string, idFluxo: string): Promise<number> {
  const lido = await buscarItem(deps, sequenciaSchema, chaveFluxo(sigla, idFluxo), {
    consistente: true,
    projecao: ['sequenciaCards'],
  });
  return lido?.sequenciaCards ?? 0;
}
