import type { AppDeps } from '../../kernel/deps';
import { acessoFluxoSchema, type AcessoFluxo, type MudancaAcesso } from '../../domains/fluxos/entities/acessoFluxo';
import { prefixoTenant, type ChaveItem } from '../chaves';
import { entidade, escrever } from '../entidade';
import { lerEmLote } from '../lotes';
import type { TransactItem } from '../transact';

type Deps = Pick<AppDeps, 'db' | 'tableName'>;

/**
 * The per-person access index: pk `T#<SIGLA>#ACESSO#<email>`, sk `FLUXO#<idFluxo>`, one item per
 * flow the person sees (owner, or authorised on some stage), with his favourite flag. The flow
 * list is one Query on the person's partition plus one BatchGet of the flows. Keyed by e-mail
 * because authorisations are granted to e-mails, users or not yet.
 */
export const acessoFluxoKeys = {
  pk: (sigla: string, email: string) => `${prefixoTenant(sigla)}#ACESSO#${email.toLowerCase()}`,
  sk: (idFluxo: string) => `FLUXO#${idFluxo}`,
  prefixoSk: () => 'FLUXO#',
};

const acesso = entidade('ACESSO_FLUXO', acessoFluxoSchema);

const chaveAcesso = (sigla: string, email: string, idFluxo: string): ChaveItem => ({
  pk: acessoFluxoKeys.pk(sigla, email),
  sk: acessoFluxoKeys.sk(idFluxo),
});

export async function listarAcessosDaPessoa(deps: Deps, sigla: string, email: string): Promise<AcessoFluxo[]> {
  return acesso.listar(deps, { pk: acessoFluxoKeys.pk(sigla, email), prefixoSk: acessoFluxoKeys.prefixoSk() });
}

export async function buscarAcesso(
  deps: Deps,
  sigla: string,
  email: string,
  idFluxo: string,
): Promise<AcessoFluxo | null> {
  return acesso.buscar(deps, chaveAcesso(sigla, email, idFluxo), { consistente: true });
}

/** The entries of several people in one flow, by e-mail (strongly consistent: they are about to be changed). */
export async function buscarAcessosDoFluxo(
  deps: Deps,
  sigla: string,
  idFluxo: string,
  emails: string[],
): Promise<Map<string, AcessoFluxo>> {
  const itens = await lerEmLote(
    deps,
    emails.map((e) => chaveAcesso(sigla, e, idFluxo)),
    true,
  );
  return new Map(itens.map(acesso.ler).map((a) => [a.email, a]));
}

/**
 * The write of one planned change (acessoFluxo.planejarAcessos), conditioned on the count it was
 * planned from, so concurrent changes of one person's access cannot both apply.
 */
export function mudancaAcessoItem(deps: Deps, sigla: string, idFluxo: string, m: MudancaAcesso): TransactItem {
  switch (m.tipo) {
    case 'criar':
      return acesso.inserir(deps, chaveAcesso(sigla, m.acesso.email, idFluxo), m.acesso);
    case 'ajustar':
      return acesso.atualizar(
        deps,
        chaveAcesso(sigla, m.email, idFluxo),
        { add: { numEtapas: m.delta } },
        { iguais: { numEtapas: m.numEtapasLido } },
      );
    case 'remover':
      return acesso.excluir(deps, chaveAcesso(sigla, m.email, idFluxo), {
        iguais: { numEtapas: m.numEtapasLido, dono: 'N' },
      });
  }
}

/** The owner's entry of a new flow. */
export function inserirAcessoItem(deps: Deps, sigla: string, a: AcessoFluxo): TransactItem {
  return mudancaAcessoItem(deps, sigla, a.idFluxo, { tipo: 'criar', acesso: a });
}

export function excluirAcessoItem(deps: Deps, sigla: string, email: string, idFluxo: string): TransactItem {
  return acesso.excluir(deps, chaveAcesso(sigla, email, idFluxo));
}

/** Favourite flag of the person on the flow; false when he has no entry (does not see the flow). */
export async function marcarFavorito(
  deps: Deps,
  sigla: string,
  email: string,
  idFluxo: string,
  favorito: 'S' | 'N',
): Promise<boolean> {
  return escrever(
    deps,
    acesso.atualizar(deps, chaveAcesso(sigla, email, idFluxo), { set: { favorito } }, { existe: true }),
  );
}

export const chaveDoAcesso = chaveAcesso;
