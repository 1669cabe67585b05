import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  LinhaRelatorioCard,
  LinhaRelatorioFluxo,
  RespostaCardsAcompanhados,
  RespostaCardsCriados,
  RespostaCardsVencendo,
  RespostaResumoFluxos,
} from '@wf/shared/types/relatorio';
import type { TipoRelatorio } from '@wf/shared/schemas/relatorio';
import { api } from '../../../lib/api';
import { chaves } from '../../../lib/chavesDeConsulta';

export interface PaginaRelatorio {
  linhas: Array<LinhaRelatorioFluxo | LinhaRelatorioCard>;
  proximoCursor: string | null;
}

type Resposta = Partial<
  RespostaResumoFluxos & RespostaCardsCriados & RespostaCardsVencendo & RespostaCardsAcompanhados
> & {
  proximoCursor: string | null;
};

/** One page of a report (the server answers up to 100 rows and a cursor). */
export async function buscarPaginaRelatorio(
  tipo: TipoRelatorio,
  periodo: { dataInicio: string; dataFim: string },
  cursor: string | null,
): Promise<PaginaRelatorio> {
  const consulta = new URLSearchParams(periodo);
  if (cursor) consulta.set('cursor', cursor);
  const r = await api<Resposta>(`/relatorios/${tipo}?${consulta.toString()}`);
  const linhas = r.listaMeusFluxos ?? r.listaCardsCriados ?? r.listaCardsVencendo ?? r.listaCardsAcompanhamento ?? [];
  return { linhas, proximoCursor: r.proximoCursor };
}

export function useRelatorio(tipo: TipoRelatorio, periodo: { dataInicio: string; dataFim: string }) {
  return useInfiniteQuery({
    queryKey: chaves.relatorios.periodo(tipo, periodo.dataInicio, periodo.dataFim),
    queryFn: ({ pageParam }) => buscarPaginaRelatorio(tipo, periodo, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.proximoCursor ?? undefined,
  });
}
