import { useEffect, useRef, useState } from 'react';
import { ambienteDoNavegador, Gravacao, type AmbienteGravacao } from '../utils/gravador';
import { mensagensIa } from '../utils/constantes';

export type EstadoGravador = 'parado' | 'iniciando' | 'gravando';

/**
 * Start and stop of a microphone recording (webm/opus in one-second chunks). Errors carry the
 * spec's messages; a recording still running when the screen closes is cancelled and the
 * microphone released.
 */
export function useGravadorAudio(ambiente: AmbienteGravacao | null = ambienteDoNavegador()) {
  const [estado, setEstado] = useState<EstadoGravador>('parado');
  const [erro, setErro] = useState<string | null>(null);
  // Chunks received so far: one per second of recording.
  const [segundos, setSegundos] = useState(0);
  const gravacao = useRef<Gravacao | null>(null);

  useEffect(() => () => gravacao.current?.cancelar(), []);

  const iniciar = async (): Promise<void> => {
    setErro(null);
    if (!ambiente) {
      setErro(mensagensIa.erroAudio);
      return;
    }
    setEstado('iniciando');
    setSegundos(0);
    try {
      gravacao.current = await Gravacao.iniciar(ambiente, setSegundos);
      setEstado('gravando');
    } catch (e) {
      setErro(e instanceof Error ? e.message : mensagensIa.erroAudio);
      setEstado('parado');
    }
  };

  /** The recording, or null when it failed (the error is set). */
  const parar = async (): Promise<Blob | null> => {
    const atual = gravacao.current;
    gravacao.current = null;
    setEstado('parado');
    if (!atual) return null;
    try {
      const audio = await atual.parar();
      if (audio.size > 0) return audio;
      setErro(mensagensIa.erroAudio);
      return null;
    } catch (e) {
      setErro(e instanceof Error ? e.message : mensagensIa.erroAudio);
      return null;
    }
  };

  return { estado, erro, segundos, iniciar, parar, disponivel: ambiente !== null };
}
