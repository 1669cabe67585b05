import type { InstanciaResumo } from '@wf/shared/types/instancia';
import { useMemo, useState } from 'react';
import { useValorAtrasado } from '../../../hooks/useValorAtrasado';
import { useCardsFiltrados } from '../../../lib/cardsFiltrados';
import { contarFiltrosAtivos, FILTROS_VAZIOS, type FiltrosLista } from '../../../lib/filtrosCards';

/**
 * The board's search and filters: the list view's filters (same query, same cache) whose
 * matches are shown in their stages' columns. Off (no filter): null, and the columns show their
 * own pages. The text reaches the query 500 ms after the last key.
 */
export function useFiltrosQuadro(idFluxo: string) {
  const [filtros, setFiltros] = useState<FiltrosLista>(FILTROS_VAZIOS);
  const texto = useValorAtrasado(filtros.textoPesquisa);
  const daConsulta = useMemo(() => ({ ...filtros, textoPesquisa: texto.trim() }), [filtros, texto]);
  const ativo = contarFiltrosAtivos(daConsulta) > 0;
  const consulta = useCardsFiltrados(idFluxo, daConsulta, ativo);

  const porEtapa = useMemo(() => {
    if (!ativo || !consulta.data) return null;
    const mapa = new Map<string, InstanciaResumo[]>();
    for (const card of consulta.data.pages.flatMap((p) => p.listaInstancias)) {
      mapa.set(card.Etapa.id, [...(mapa.get(card.Etapa.id) ?? []), card]);
    }
    return mapa;
  }, [ativo, consulta.data]);

  const encontrados = porEtapa ? [...porEtapa.values()].reduce((n, l) => n + l.length, 0) : 0;
  return { filtros, setFiltros, ativo, porEtapa, encontrados, consulta };
}
