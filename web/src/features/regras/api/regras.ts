import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ExecucaoRegra, JsonRegras, Regra, ResultadoSimulacao, VariavelRegra } from '@wf/shared/schemas/regra';
import type { RespostaListaEtapas, RespostaListaFluxos, RespostaUsuariosDoFluxo } from '@wf/shared/types/fluxo';
import type { PaginaCards } from '@wf/shared/types/instancia';
import type { FlagSN } from '@wf/shared/types/sessao';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

const BASE = '/fluxo/regras';
const id = (valor: string) => encodeURIComponent(valor);

/** GET /api/fluxo/regras/buscar-por-fluxo/{idFluxo} */
export function regrasQueryOptions(idFluxo: string) {
  return queryOptions({
    queryKey: chaves.regras.lista(idFluxo),
    queryFn: () => api<{ listaRegras: Regra[] }>(`${BASE}/buscar-por-fluxo/${id(idFluxo)}`),
  });
}

export function useRegras(idFluxo: string) {
  return useQuery(regrasQueryOptions(idFluxo));
}

/** GET /api/fluxo/regras/variaveis/{idFluxo}: operands of conditions; a failed load is an empty list. */
export function useVariaveisRegra(idFluxo: string) {
  return useQuery({
    queryKey: chaves.regras.variaveis(idFluxo),
    queryFn: () => api<{ listaVariaveisRegra: VariavelRegra[] }>(`${BASE}/variaveis/${id(idFluxo)}`),
    select: (dados) => dados.listaVariaveisRegra,
    staleTime: 60_000,
    meta: { silenciarErro: true },
  });
}

export interface PaginaExecucoes {
  listaExecucoesRegra: ExecucaoRegra[];
  proximoCursor?: string | null;
}

/** GET /api/fluxo/regras/detalhes-execucoes/{idRegra}?cursor= (newest first, more on scroll). */
export function useExecucoesRegra(idRegra: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: chaves.regras.execucoes(idRegra ?? ''),
      queryFn: ({ pageParam }) =>
        api<PaginaExecucoes>(
          `${BASE}/detalhes-execucoes/${id(idRegra ?? '')}${pageParam ? `?cursor=${id(pageParam)}` : ''}`,
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (pagina) => pagina.proximoCursor ?? null,
      enabled: Boolean(idRegra),
    }),
  );
}

export interface RegraEditada {
  id?: string;
  descricao: string;
  ativo: FlagSN;
  jsonRegras: JsonRegras;
}

function useAposAlterar(idFluxo: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chaves.regras.lista(idFluxo) });
}

/** POST inserir (no id) or PUT atualizar (creator only). */
export function useSalvarRegra(idFluxo: string) {
  const aposAlterar = useAposAlterar(idFluxo);
  return useMutation({
    mutationFn: ({ id: idRegra, ...regra }: RegraEditada) =>
      idRegra
        ? api<unknown>(`${BASE}/atualizar`, { method: 'PUT', body: { id: idRegra, ...regra } })
        : api<unknown>(`${BASE}/inserir`, { method: 'POST', body: { idFluxo, ...regra } }),
    onSuccess: aposAlterar,
  });
}

/** The list's On/Off switch: the whole rule is sent again with the new flag. */
export function useAlternarRegra(idFluxo: string) {
  const aposAlterar = useAposAlterar(idFluxo);
  return useMutation({
    mutationFn: (regra: Regra) =>
      api<unknown>(`${BASE}/atualizar`, {
        method: 'PUT',
        body: {
          id: regra.id,
          descricao: regra.descricao,
          ativo: regra.ativo === 'S' ? 'N' : 'S',
          jsonRegras: regra.jsonRegras,
        },
      }),
    onSettled: aposAlterar,
  });
}

export function useClonarRegra(idFluxo: string) {
  const aposAlterar = useAposAlterar(idFluxo);
  return useMutation({
    mutationFn: (idRegra: string) => api<unknown>(`${BASE}/clonar`, { method: 'POST', body: { idRegra } }),
    onSuccess: aposAlterar,
  });
}

export function useExcluirRegra(idFluxo: string) {
  const aposAlterar = useAposAlterar(idFluxo);
  return useMutation({
    mutationFn: (idRegra: string) => api<unknown>(`${BASE}/excluir/${id(idRegra)}`, { method: 'DELETE' }),
    onSuccess: aposAlterar,
  });
}

/** POST /api/fluxo/regras/simular: the unsaved rule tried on a real card; writes nothing. */
export function useSimularRegra() {
  return useMutation({
    mutationFn: (corpo: { idInstancia: string; jsonRegras: JsonRegras }) =>
      api<ResultadoSimulacao>(`${BASE}/simular`, { method: 'POST', body: corpo }),
  });
}

export interface CardParaTeste {
  id: string;
  descricao: string;
  etapa: string;
}

/**
 * The cards 'Testar em um card' offers: the first page of each stage of the flow (the newest
 * cards), filtered by title in the panel.
 */
export function useCardsParaTeste(
  idFluxo: string,
  etapas: ReadonlyArray<{ id: string; descricao: string }>,
  habilitado: boolean,
) {
  return useQuery({
    queryKey: [...chaves.regras.doFluxo(idFluxo), 'cards-teste', etapas.map((e) => e.id)],
    queryFn: async () => {
      const paginas = await Promise.all(
        etapas.map((e) =>
          api<PaginaCards>(`/instancias/buscar-por-etapa/${id(e.id)}?max=50`).then((p) =>
            p.listaInstancias.map((c): CardParaTeste => ({ id: c.id, descricao: c.descricao, etapa: e.descricao })),
          ),
        ),
      );
      return paginas.flat();
    },
    enabled: habilitado,
  });
}

/** GET /api/fluxos/buscar (same key as the flow list): flows that may receive cards, for the other-flow actions. */
export function useFluxosQueRecebem(idFluxoAtual: string, habilitado: boolean) {
  return useQuery({
    queryKey: chaves.fluxos.lista(),
    queryFn: () => api<RespostaListaFluxos>('/fluxos/buscar'),
    enabled: habilitado,
    select: (d) =>
      d.listaFluxos.filter((f) => f.id !== idFluxoAtual && f.arquivado !== 'S' && f.permitirReceberCards === 'S'),
  });
}

/** GET /api/etapas/etapas-fluxo/{idFluxo}: the stages of the other flow. */
export function useEtapasDoFluxo(idFluxo: string | null) {
  return useQuery({
    queryKey: chaves.fluxos.etapas(idFluxo ?? ''),
    queryFn: () => api<RespostaListaEtapas>(`/etapas/etapas-fluxo/${id(idFluxo ?? '')}`),
    enabled: Boolean(idFluxo),
  });
}

/** GET /api/fluxos/emails-usados-no-fluxo/{idFluxo}: the people the responsible/e-mail pickers offer. */
export function usePessoasDoFluxo(idFluxo: string) {
  return useQuery({
    queryKey: chaves.fluxos.pessoas(idFluxo),
    queryFn: () => api<RespostaUsuariosDoFluxo>(`/fluxos/emails-usados-no-fluxo/${id(idFluxo)}`),
    staleTime: 60_000,
  });
}
