import type { AppDeps } from '../../kernel/deps';
import { autorizacaoSchema, type Autorizacao } from '../../domains/fluxos/entities/autorizacao';
import type { ChaveItem } from '../chaves';
import { entidade } from '../entidade';
import type { TransactItem } from '../transact';
import { fluxoKeys } from './fluxoRepository';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * Authorisations of people on stages (EtapaUsuario), in the flow's collection:
 * pk `T#<SIGLA>#FLUXO#<idFluxo>`, sk `AUT#<email>#<idEtapa>`. E-mail first, because the hot
 * question is "what may THIS person do in this flow" (every call checks it): one Query on
 * `AUT#<email>#` answers it. The stage's list (the people dialog) filters the flow's
 * authorisations, which are few. The key is also the uniqueness guard of "one authorisation per
 * person and stage": the insert's attribute_not_exists condition refuses a duplicate, race-free.
 */
export const autorizacaoKeys = {
  sk: (email: string, idEtapa: string) => `AUT#${email.toLowerCase()}#${idEtapa}`,
  prefixoSk: () => 'AUT#',
  prefixoPessoa: (email: string) => `AUT#${email.toLowerCase()}#`,
};

const chaveAutorizacao = (
  sigla: string,
  a: Pick<Autorizacao, 'idFluxo' | 'emailAutorizado' | 'idEtapa'>,
): ChaveItem => ({
  pk: fluxoKeys.pk(sigla, a.idFluxo),
  sk: autorizacaoKeys.sk(a.emailAutorizado, a.idEtapa),
});

const autorizacao = entidade('ETAPA_USUARIO', autorizacaoSchema);

export const lerAutorizacao = (item: Record<string, unknown>): Autorizacao => autorizacao.ler(item);

/** The person's authorisations in the flow (the e-mail is compared exactly: a '#' in an e-mail cannot widen the prefix). */
export async function listarAutorizacoesDaPessoa(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  email: string,
): Promise<Autorizacao[]> {
  const itens = await autorizacao.listar(deps, {
    pk: fluxoKeys.pk(sigla, idFluxo),
    prefixoSk: autorizacaoKeys.prefixoPessoa(email),
    consistente: true,
  });
  return itens.filter((a) => a.emailAutorizado === email.toLowerCase());
}

/** Every authorisation of the flow (all stages). */
export async function listarAutorizacoesDoFluxo(deps: Deps, sigla: string, idFluxo: string): Promise<Autorizacao[]> {
  return autorizacao.listar(deps, {
    pk: fluxoKeys.pk(sigla, idFluxo),
    prefixoSk: autorizacaoKeys.prefixoSk(),
    consistente: true,
  });
}

/** A new authorisation; refused when the person already has one on the stage. */
export function inserirAutorizacaoItem(deps: Deps, sigla: string, a: Autorizacao): TransactItem {
  return autorizacao.inserir(deps, chaveAutorizacao(sigla, a), a);
}

/** Replaces an existing authorisation's flags (same person, same stage). */
export function salvarAutorizacaoItem(deps: Deps, sigla: string, a: Autorizacao): TransactItem {
  return autorizacao.gravar(deps, chaveAutorizacao(sigla, a), a, { existe: true, iguais: { id: a.id } });
}

export function excluirAutorizacaoItem(deps: Deps, sigla: string, a: Autorizacao): TransactItem {
  return autorizacao.excluir(deps, chaveAutorizacao(sigla, a), { existe: true });
}

export const chaveDaAutorizacao = chaveAutorizacao;
