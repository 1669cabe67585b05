import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistroBaseDados, ValoresRegistro } from '@wf/shared/schemas/baseDados';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';
import type { DataSource } from './tipos';

/** The data base routes the screens use (lists, one base, its records, its sharing). */

export interface RespostaMensagem {
  mensagem: string;
}

export interface PaginaDeRegistros {
  registros: RegistroBaseDados[];
  proximoCursor: string | null;
  /** Records of the base, or matches of the search (an estimate when totalAproximado). */
  total: number;
  totalAproximado?: boolean;
}

export interface ConsultaRegistros {
  tamanho: number;
  cursor?: string;
  busca?: string;
}

export const getBasesDados = () =>
  api<{ listaDataSources: DataSource[] }>('/datasources/buscar').then((r) => r.listaDataSources);

export const getBaseDados = (id: string) => api<DataSource>(`/datasources/buscar/${encodeURIComponent(id)}`);

export function getRegistros(id: string, consulta: ConsultaRegistros): Promise<PaginaDeRegistros> {
  const params = new URLSearchParams({ tamanho: String(consulta.tamanho) });
  if (consulta.cursor) params.set('cursor', consulta.cursor);
  if (consulta.busca) params.set('busca', consulta.busca);
  return api<PaginaDeRegistros>(`/datasources/${encodeURIComponent(id)}/registros?${params.toString()}`);
}

export function useBasesDados() {
  return useQuery({ queryKey: chaves.basesDados.lista(), queryFn: getBasesDados });
}

export function useBaseDados(id: string) {
  return useQuery({ queryKey: chaves.basesDados.base(id), queryFn: () => getBaseDados(id) });
}

export function registrosQueryOptions(id: string, consulta: ConsultaRegistros) {
  return queryOptions({
    queryKey: chaves.basesDados.registros(id, consulta),
    queryFn: () => getRegistros(id, consulta),
    placeholderData: keepPreviousData,
  });
}

export function useRegistros(id: string, consulta: ConsultaRegistros) {
  return useQuery(registrosQueryOptions(id, consulta));
}

/** After any change to a base: its page, its records and the list's card (counter, last change). */
function useInvalidarBase() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    queryClient
      .invalidateQueries({ queryKey: id ? chaves.basesDados.base(id) : chaves.basesDados.todas() })
      .then(() => queryClient.invalidateQueries({ queryKey: chaves.basesDados.lista() }));
}

export interface NovaBase {
  descricao: string;
  detalhes?: string;
  jsonDados?: string;
}

export function useCriarBase() {
  const invalidar = useInvalidarBase();
  return useMutation({
    mutationFn: (dados: NovaBase) =>
      api<RespostaMensagem & { data: { idDataSource: string } }>('/datasources/inserir', {
        method: 'POST',
        body: dados,
      }),
    onSuccess: () => invalidar(),
  });
}

export function useAtualizarBase() {
  const invalidar = useInvalidarBase();
  return useMutation({
    mutationFn: (dados: NovaBase & { id: string }) =>
      api<RespostaMensagem>('/datasources/atualizar', { method: 'PUT', body: dados }),
    onSuccess: (_r, dados) => invalidar(dados.id),
  });
}

export function useExcluirBase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<RespostaMensagem>(`/datasources/excluir/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: chaves.basesDados.base(id) });
      return queryClient.invalidateQueries({ queryKey: chaves.basesDados.lista() });
    },
  });
}

export function useSalvarRegistro(idBase: string) {
  const invalidar = useInvalidarBase();
  return useMutation({
    mutationFn: ({ idRegistro, valores }: { idRegistro?: string; valores: ValoresRegistro }) =>
      idRegistro
        ? api<RespostaMensagem>(
            `/datasources/${encodeURIComponent(idBase)}/registros/${encodeURIComponent(idRegistro)}`,
            {
              method: 'PUT',
              body: { valores },
            },
          )
        : api<RespostaMensagem>(`/datasources/${encodeURIComponent(idBase)}/registros`, {
            method: 'POST',
            body: { valores },
          }),
    onSuccess: () => invalidar(idBase),
  });
}

export function useExcluirRegistro(idBase: string) {
  const invalidar = useInvalidarBase();
  return useMutation({
    mutationFn: (idRegistro: string) =>
      api<RespostaMensagem>(`/datasources/${encodeURIComponent(idBase)}/registros/${encodeURIComponent(idRegistro)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => invalidar(idBase),
  });
}

export function useCompartilhamentos(idBase: string, ativo: boolean) {
  return useQuery({
    queryKey: chaves.basesDados.compartilhamentos(idBase),
    queryFn: () => api<{ emails: string[] }>(`/datasources/${encodeURIComponent(idBase)}/compartilhamentos`),
    enabled: ativo,
  });
}

export function useSalvarCompartilhamentos(idBase: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) =>
      api<RespostaMensagem>(`/datasources/${encodeURIComponent(idBase)}/compartilhamentos`, {
        method: 'PUT',
        body: { emails },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chaves.basesDados.base(idBase) }),
  });
}
