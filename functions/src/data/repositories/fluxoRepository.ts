import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { AppDeps } from '../../app/deps';
import { fluxoSchema, type FluxoArmazenado } from '../../domains/fluxos/entities/fluxo';
import { lerItem, prefixoTenant } from '../chaves';
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

const itemFluxo = (f: FluxoArmazenado) => ({
  pk: fluxoKeys.pk(f.sigla, f.id),
  sk: fluxoKeys.sk(),
  entidade: 'FLUXO',
  ...f,
});

export async function buscarFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<FluxoArmazenado | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.pk(sigla, idFluxo), sk: fluxoKeys.sk() },
      ConsistentRead: true,
    }),
  );
  return lerItem(fluxoSchema, r.Item);
}

/** The flows of a list of ids (the flow list); ids of deleted flows are simply missing. */
export async function buscarFluxosPorIds(deps: Deps, sigla: string, ids: string[]): Promise<FluxoArmazenado[]> {
  const itens = await lerEmLote(
    deps,
    ids.map((id) => ({ pk: fluxoKeys.pk(sigla, id), sk: fluxoKeys.sk() })),
  );
  return itens.map((i) => fluxoSchema.parse(i));
}

export async function buscarIdFluxoDoLinkPublico(deps: Deps, sigla: string, hash: string): Promise<string | null> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.linkPublicoPk(sigla, hash), sk: fluxoKeys.linkPublicoSk() },
    }),
  );
  return lerItem(linkPublicoSchema, r.Item)?.idFluxo ?? null;
}

export function inserirFluxoItem(deps: Deps, f: FluxoArmazenado): TransactItem {
  return { Put: { TableName: deps.tableName, Item: itemFluxo(f), ConditionExpression: 'attribute_not_exists(pk)' } };
}

/**
 * Saves what the owner edits (dialog data, public form, name, archive flag) if nobody saved it
 * since it was read. An Update, not a Put: the counters, changed by atomic ADDs of other
 * requests meanwhile, are left alone.
 */
export function salvarDadosFluxoItem(deps: Deps, f: FluxoArmazenado): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.pk(f.sigla, f.id), sk: fluxoKeys.sk() },
      UpdateExpression:
        'SET descricao = :descricao, detalhes = :detalhes, icone = :icone, rotuloNovaInstancia = :rotulo, arquivado = :arquivado, ' +
        'permitirEnviarCards = :enviar, permitirReceberCards = :receber, permitirFormPublico = :formPublico, ' +
        'tituloFormulario = :titulo, descricaoFormulario = :descricaoForm, imgBackgroundChave = :img, linkPublico = :link, ' +
        'dataHoraAlteracao = :alteracao, versao = :nova',
      ConditionExpression: 'versao = :lida',
      ExpressionAttributeValues: {
        ':descricao': f.descricao,
        ':detalhes': f.detalhes,
        ':icone': f.icone,
        ':rotulo': f.rotuloNovaInstancia,
        ':arquivado': f.arquivado,
        ':enviar': f.permitirEnviarCards,
        ':receber': f.permitirReceberCards,
        ':formPublico': f.permitirFormPublico,
        ':titulo': f.tituloFormulario,
        ':descricaoForm': f.descricaoFormulario,
        ':img': f.imgBackgroundChave,
        ':link': f.linkPublico,
        ':alteracao': f.dataHoraAlteracao,
        ':nova': f.versao + 1,
        ':lida': f.versao,
      },
    },
  };
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
  const valores: Record<string, unknown> = { ':agora': agora.toISOString() };
  const adicoes: string[] = [];
  if (m.etapas) {
    adicoes.push('numEtapasPresentes :etapas');
    valores[':etapas'] = m.etapas;
  }
  if (m.pessoas) {
    adicoes.push('numPessoasComAcesso :pessoas');
    valores[':pessoas'] = m.pessoas;
  }
  let condicao = 'attribute_exists(pk)';
  if (m.etapasEsperadas !== undefined) {
    condicao += ' AND numEtapasPresentes = :esperadas';
    valores[':esperadas'] = m.etapasEsperadas;
  }
  return {
    Update: {
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.pk(sigla, idFluxo), sk: fluxoKeys.sk() },
      UpdateExpression: `SET dataHoraAlteracao = :agora${adicoes.length ? ` ADD ${adicoes.join(', ')}` : ''}`,
      ConditionExpression: condicao,
      ExpressionAttributeValues: valores,
    },
  };
}

/** Deletes the flow item (the rest of its collection goes after, see exclusaoFluxoService). */
export function excluirFluxoItem(deps: Deps, f: FluxoArmazenado): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.pk(f.sigla, f.id), sk: fluxoKeys.sk() },
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

export function inserirLinkPublicoItem(deps: Deps, sigla: string, hash: string, idFluxo: string): TransactItem {
  return {
    Put: {
      TableName: deps.tableName,
      Item: {
        pk: fluxoKeys.linkPublicoPk(sigla, hash),
        sk: fluxoKeys.linkPublicoSk(),
        entidade: 'LINK_PUBLICO',
        idFluxo,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export function excluirLinkPublicoItem(deps: Deps, sigla: string, hash: string): TransactItem {
  return {
    Delete: {
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.linkPublicoPk(sigla, hash), sk: fluxoKeys.linkPublicoSk() },
    },
  };
}

// ---------------------------------------------------------------- cards (issue 4: instancias)

/**
 * A card created in (or moved into) the flow: numInstanciasCriadas + 1, in the card's
 * transaction, conditioned on the flow still existing.
 */
export function contarInstanciaCriadaItem(deps: Deps, sigla: string, idFluxo: string, quantidade = 1): TransactItem {
  return {
    Update: {
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.pk(sigla, idFluxo), sk: fluxoKeys.sk() },
      UpdateExpression: 'ADD numInstanciasCriadas :n',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':n': quantidade },
    },
  };
}

const sequenciaSchema = z.object({ sequenciaCards: z.number().int().optional() });

/**
 * The flow's card sequence ({{NS}} of the id field): an atomic ADD on the flow item that answers
 * the new value, run BEFORE the create transaction (an UpdateItem cannot return a value from
 * inside a transaction). A create that fails afterwards leaves a gap, which is acceptable for an
 * id (docs/data-model.md). The attribute is not part of fluxoSchema: only this file reads it.
 */
export async function proximaSequenciaCards(deps: Deps, sigla: string, idFluxo: string): Promise<number> {
  const r = await deps.db.send(
    new UpdateCommand({
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.pk(sigla, idFluxo), sk: fluxoKeys.sk() },
      UpdateExpression: 'ADD sequenciaCards :um',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':um': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return sequenciaSchema.parse(r.Attributes ?? {}).sequenciaCards ?? 1;
}

/** The current value of the flow's card sequence (0 before the first card that used it). */
export async function sequenciaCardsAtual(deps: Deps, sigla: string, idFluxo: string): Promise<number> {
  const r = await deps.db.send(
    new GetCommand({
      TableName: deps.tableName,
      Key: { pk: fluxoKeys.pk(sigla, idFluxo), sk: fluxoKeys.sk() },
      ProjectionExpression: 'sequenciaCards',
      ConsistentRead: true,
    }),
  );
  return sequenciaSchema.parse(r.Item ?? {}).sequenciaCards ?? 0;
}
