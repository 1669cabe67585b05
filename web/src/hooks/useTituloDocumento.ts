import { useEffect } from 'react';

const PRODUTO = 'Workflow';

/** Names the browser tab after the screen: "Minha conta · Workflow". */
export function useTituloDocumento(titulo: string | undefined): void {
  useEffect(() => {
    document.title = titulo ? `${titulo} · ${PRODUTO}` : PRODUTO;
  }, [titulo]);
}
