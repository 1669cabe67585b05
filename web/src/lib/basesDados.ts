import { useQuery } from '@tanstack/react-query';
import { jsonDadosSchema, type ColunaBaseDados } from '@wf/shared/schemas/baseDados';
import { api } from './api';
import { chaves } from './chavesDeConsulta';

/**
 * The data bases as the screens outside /base-dados read them: the form builder's and the rule
 * dialog's pickers (base + column) and a combo field's options. In lib/ because features may not
 * import each other (the data-base screens have their own api/).
 */

export interface BaseComColunas {
  id: string;
  descricao: string;
  colunas: ColunaBaseDados[];
}

export interface OpcaoBaseDados {
  idRegistro: string;
  valor: string;
}

function colunasDe(jsonDados: string): ColunaBaseDados[] {
  try {
    const r = jsonDadosSchema.safeParse(JSON.parse(jsonDados));
    return r.success ? r.data.colunas : [];
  } catch {
    return [];
  }
}

/** GET /datasources/buscar?colunas=S&linhas=N: the bases the person sees, with their columns. */
export function useBasesComColunas(ativo = true) {
  return useQuery({
    queryKey: [...chaves.basesDados.lista(), 'colunas'],
    enabled: ativo,
    queryFn: async () =>
      (
        await api<{ listaDataSources: { id: string; descricao: string; jsonDados: string }[] }>(
          '/datasources/buscar?colunas=S&linhas=N',
        )
      ).listaDataSources.map((b): BaseComColunas => ({
        id: b.id,
        descricao: b.descricao,
        colunas: colunasDe(b.jsonDados),
      })),
  });
}

/** A page of a combo field's options; `proximoCursor` asks the next (the whole base is searched, a page at a time). */
export interface PaginaDeOpcoes {
  opcoes: OpcaoBaseDados[];
  proximoCursor: string | null;
}

/** Where a combo field's options come from: the session's route, or the public form's (by its link). */
export type BuscarOpcoes = (
  campo: { nomeVariavel: string; vinculoDataBase: { idDataBase: string; idColuna: string } },
  busca: string,
  cursor?: string,
) => Promise<PaginaDeOpcoes>;

/** The session's route path: the stage and variable of the field name what the person fills. */
export function caminhoOpcoesDaSessao(
  campo: Parameters<BuscarOpcoes>[0],
  busca: string,
  idEtapa: string | undefined,
  cursor?: string,
): string {
  const p = new URLSearchParams({ coluna: campo.vinculoDataBase.idColuna });
  if (busca) p.set('busca', busca);
  // Without them only the base's editors get options (the server serves others only a bound field).
  if (idEtapa) {
    p.set('idEtapa', idEtapa);
    p.set('campo', campo.nomeVariavel);
  }
  if (cursor) p.set('cursor', cursor);
  return `/datasources/${encodeURIComponent(campo.vinculoDataBase.idDataBase)}/opcoes?${p.toString()}`;
}

/** The options of a field of a stage's form (a card's, the create-card dialog's, the preview's). */
export const opcoesDaEtapa =
  (idEtapa: string | undefined): BuscarOpcoes =>
  (campo, busca, cursor) =>
    api<PaginaDeOpcoes>(caminhoOpcoesDaSessao(campo, busca, idEtapa, cursor));

/** No stage named: what the base's owner and editors see. */
export const opcoesDaSessao: BuscarOpcoes = opcoesDaEtapa(undefined);

export const opcoesDoFormularioPublico =
  (customer: string, hash: string): BuscarOpcoes =>
  (campo, busca, cursor) => {
    const p = new URLSearchParams({ campo: campo.nomeVariavel });
    if (busca) p.set('busca', busca);
    if (cursor) p.set('cursor', cursor);
    const caminho = `/instancias/opcoes-publicas/${encodeURIComponent(customer)}/${encodeURIComponent(hash)}?${p.toString()}`;
    return api<PaginaDeOpcoes>(caminho, { sigla: customer, redirecionarSeExpirada: false });
  };
