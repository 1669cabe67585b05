import { useNodesInitialized, useReactFlow, useStore } from '@xyflow/react';
import { LIMITES_FLUXO } from '@wf/shared/constants/fluxos';
import { useCallback, useEffect, useRef } from 'react';
import type { NoEtapa } from '../utils/diagrama';

/**
 * The zoom a phone opens the diagram at: the smallest text of a stage (its 12 px tags) stays 12 px
 * and its menu button 24x24 px, a target a finger can hit.
 */
export const ZOOM_LEGIVEL = 1;

/**
 * The diagram on a phone. Fitting every stage into a 390 px screen draws them with ~6 px text, so
 * there the canvas opens at ZOOM_LEGIVEL centred on the initial stage, and a stage selected (a tap,
 * or Tab and Enter) that is not wholly on screen is brought into view; pinch and drag do the rest.
 */
export function useVistaNoCelular(ativo: boolean, nos: readonly NoEtapa[]): void {
  const { setCenter, getNode, getViewport } = useReactFlow<NoEtapa>();
  const inicializados = useNodesInitialized();
  const largura = useStore((s) => s.width);
  const altura = useStore((s) => s.height);
  const abertoNaEtapa = useRef(false);

  const centrar = useCallback(
    (id: string, duracao: number, soSeFora: boolean) => {
      const no = getNode(id);
      if (!no) return;
      const w = no.measured?.width ?? LIMITES_FLUXO.larguraNo;
      const h = no.measured?.height ?? 0;
      const { x, y, zoom } = getViewport();
      const naTela = { esquerda: no.position.x * zoom + x, topo: no.position.y * zoom + y };
      const inteiro =
        naTela.esquerda >= 0 &&
        naTela.topo >= 0 &&
        naTela.esquerda + w * zoom <= largura &&
        naTela.topo + h * zoom <= altura;
      if (soSeFora && inteiro) return;
      void setCenter(no.position.x + w / 2, no.position.y + h / 2, {
        zoom: Math.max(zoom, ZOOM_LEGIVEL),
        duration: duracao,
      });
    },
    [getNode, getViewport, setCenter, largura, altura],
  );

  useEffect(() => {
    if (!ativo || !inicializados || abertoNaEtapa.current || largura === 0) return;
    const inicial = nos.find((n) => n.data.etapa.etapaInicial === 'S') ?? nos[0];
    if (!inicial) return;
    abertoNaEtapa.current = true;
    // The top of a tall stage rather than its middle: its name and menu are what is read first.
    const no = getNode(inicial.id);
    const h = no?.measured?.height ?? 0;
    const desvio = Math.max(0, (h - altura / ZOOM_LEGIVEL) / 2 + 16);
    if (no)
      void setCenter(
        no.position.x + (no.measured?.width ?? LIMITES_FLUXO.larguraNo) / 2,
        no.position.y + h / 2 - desvio,
        { zoom: ZOOM_LEGIVEL },
      );
  }, [ativo, inicializados, nos, getNode, setCenter, largura, altura]);

  const selecionado = nos.find((n) => n.selected)?.id ?? null;
  useEffect(() => {
    if (ativo && selecionado) centrar(selecionado, 300, true);
  }, [ativo, selecionado, centrar]);
}
