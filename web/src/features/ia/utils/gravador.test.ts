import { describe, expect, it } from 'vitest';
import { mensagensIa } from './constantes';
import { Gravacao, mensagemErroCaptura, type AmbienteGravacao } from './gravador';

/** A MediaRecorder stand-in: records how it was started and hands chunks when told. */
class GravadorFalso {
  state: RecordingState = 'inactive';
  mimeType: string;
  fatia: number | undefined;
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(opcoes: MediaRecorderOptions) {
    this.mimeType = opcoes.mimeType ?? '';
  }
  start(fatia?: number) {
    this.fatia = fatia;
    this.state = 'recording';
  }
  entregar(texto: string) {
    this.ondataavailable?.({ data: new Blob([texto]) });
  }
  stop() {
    this.state = 'inactive';
    this.entregar('fim');
    this.onstop?.(new Event('stop'));
  }
}

function ambiente(opcoes: { recusar?: string } = {}) {
  const faixas = [
    {
      parada: false,
      stop() {
        this.parada = true;
      },
    },
  ];
  const gravadores: GravadorFalso[] = [];
  const amb: AmbienteGravacao = {
    obterMicrofone: async () => {
      if (opcoes.recusar) throw new DOMException('negado', opcoes.recusar);
      return { getTracks: () => faixas } as unknown as MediaStream;
    },
    criarGravador: (_fluxo, o) => {
      const g = new GravadorFalso(o);
      gravadores.push(g);
      return g as unknown as MediaRecorder;
    },
    suporta: (tipo) => tipo === 'audio/webm;codecs=opus',
  };
  return { amb, faixas, gravadores };
}

describe('audio recording', () => {
  it('records webm/opus in chunks of 1000 ms and stops into one blob, releasing the microphone', async () => {
    const { amb, faixas, gravadores } = ambiente();
    const recebidas: number[] = [];
    const gravacao = await Gravacao.iniciar(amb, (n) => recebidas.push(n));
    const g = gravadores[0]!;
    expect(g.fatia).toBe(1000);
    expect(g.mimeType).toBe('audio/webm;codecs=opus');
    g.entregar('um');
    g.entregar('dois');
    const audio = await gravacao.parar();
    expect(recebidas).toEqual([1, 2, 3]);
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(await audio.text()).toBe('umdoisfim');
    expect(faixas[0]!.parada).toBe(true);
  });

  it('a refused microphone gives the permission message; other failures the capture error', async () => {
    await expect(Gravacao.iniciar(ambiente({ recusar: 'NotAllowedError' }).amb)).rejects.toThrow(
      mensagensIa.audioNaoPermitido,
    );
    await expect(Gravacao.iniciar(ambiente({ recusar: 'NotReadableError' }).amb)).rejects.toThrow(
      'Erro durante a captura de áudio. Por favor, tente novamente',
    );
    expect(mensagemErroCaptura(new Error('x'))).toBe(mensagensIa.erroAudio);
  });

  it('a cancelled recording releases the microphone and hands nothing', async () => {
    const { amb, faixas } = ambiente();
    const gravacao = await Gravacao.iniciar(amb);
    gravacao.cancelar();
    expect(faixas[0]!.parada).toBe(true);
  });
});
