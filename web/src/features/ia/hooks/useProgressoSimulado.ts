import { useEffect, useState } from 'react';
import { INICIO_PROGRESSO, PASSO_PROGRESSO_MS } from '../utils/constantes';
import { proximoProgresso } from '../utils/progressoSimulado';

/**
 * The simulated progress of an AI request (the model gives none): from `inicio` (20, or 10 for a
 * transcription) towards the ceiling while `ativo`, back to the start when it is not.
 */
export function useProgressoSimulado(ativo: boolean, inicio: number = INICIO_PROGRESSO): number {
  const [progresso, setProgresso] = useState(inicio);
  useEffect(() => {
    if (!ativo) return;
    setProgresso(inicio);
    const timer = setInterval(() => setProgresso(proximoProgresso), PASSO_PROGRESSO_MS);
    return () => clearInterval(timer);
  }, [ativo, inicio]);
  return ativo ? progresso : inicio;
}
