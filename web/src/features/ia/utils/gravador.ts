import { FATIA_GRAVACAO_MS, TIPO_AUDIO, mensagensIa } from './constantes';

/** What the recorder needs from the browser, injectable for tests. */
export interface AmbienteGravacao {
  obterMicrofone: () => Promise<MediaStream>;
  criarGravador: (fluxo: MediaStream, opcoes: MediaRecorderOptions) => MediaRecorder;
  suporta: (tipo: string) => boolean;
}

export const ambienteDoNavegador = (): AmbienteGravacao | null => {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return {
    obterMicrofone: () => navigator.mediaDevices.getUserMedia({ audio: true }),
    criarGravador: (fluxo, opcoes) => new MediaRecorder(fluxo, opcoes),
    suporta: (tipo) => MediaRecorder.isTypeSupported(tipo),
  };
};

/** The spec's messages: permission refused, or any other failure of the capture. */
export function mensagemErroCaptura(erro: unknown): string {
  const nome = erro instanceof Error || erro instanceof DOMException ? erro.name : '';
  return nome === 'NotAllowedError' || nome === 'SecurityError' ? mensagensIa.audioNaoPermitido : mensagensIa.erroAudio;
}

/**
 * One recording: the microphone in webm/opus chunks of one second (MediaRecorder's timeslice),
 * stopped into one Blob. The microphone is released when it stops or is cancelled.
 */
export class Gravacao {
  private readonly partes: Blob[] = [];
  private constructor(
    private readonly fluxo: MediaStream,
    private readonly gravador: MediaRecorder,
  ) {}

  /**
   * Rejects with the spec's pt-BR message when the microphone is refused or fails. `aoReceber`
   * hears each chunk as it arrives (one a second: the screen shows how long it has recorded).
   */
  static async iniciar(ambiente: AmbienteGravacao, aoReceber?: (partes: number) => void): Promise<Gravacao> {
    let fluxo: MediaStream;
    try {
      fluxo = await ambiente.obterMicrofone();
    } catch (erro) {
      throw new Error(mensagemErroCaptura(erro));
    }
    try {
      const opcoes: MediaRecorderOptions = ambiente.suporta(TIPO_AUDIO) ? { mimeType: TIPO_AUDIO } : {};
      const gravacao = new Gravacao(fluxo, ambiente.criarGravador(fluxo, opcoes));
      gravacao.gravador.ondataavailable = (e) => {
        if (e.data.size === 0) return;
        gravacao.partes.push(e.data);
        aoReceber?.(gravacao.partes.length);
      };
      gravacao.gravador.start(FATIA_GRAVACAO_MS);
      return gravacao;
    } catch {
      fluxo.getTracks().forEach((t) => t.stop());
      throw new Error(mensagensIa.erroAudio);
    }
  }

  /** The whole recording, once the recorder handed its last chunk. */
  parar(): Promise<Blob> {
    return new Promise((resolve, reject) => {
      this.gravador.onstop = () => {
        this.liberar();
        resolve(new Blob(this.partes, { type: this.gravador.mimeType || TIPO_AUDIO }));
      };
      this.gravador.onerror = () => {
        this.liberar();
        reject(new Error(mensagensIa.erroAudio));
      };
      if (this.gravador.state === 'inactive') this.gravador.onstop(new Event('stop'));
      else this.gravador.stop();
    });
  }

  cancelar(): void {
    this.gravador.ondataavailable = null;
    this.gravador.onstop = null;
    if (this.gravador.state !== 'inactive') this.gravador.stop();
    this.liberar();
  }

  private liberar(): void {
    this.fluxo.getTracks().forEach((t) => t.stop());
  }
}
