import { AudioOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useEffect } from 'react';
import { iniciarTranscricao } from '../api/tarefas';
import type { ResultadoTranscrever } from '../api/tipos';
import { useGravadorAudio } from '../hooks/useGravadorAudio';
import { usePedidoIa } from '../hooks/usePedidoIa';
import { INICIO_PROGRESSO_TRANSCRICAO, mensagensIa } from '../utils/constantes';
import { transcricaoValida } from '../utils/validacoes';
import { ProgressoIa } from './ProgressoIa';
import { SeloDemonstracao } from './SeloDemonstracao';

export interface GravadorAudioProps {
  /** Hints for the transcription (the flow's vocabulary, what the text is for). */
  promptsAdicionais: string;
  desabilitado?: boolean;
  onTexto: (texto: string) => void;
  /** True while recording or transcribing: the panel locks. */
  onOcupado?: (ocupado: boolean) => void;
}

/** Start, stop and transcribe: the transcription goes into the panel's text input. */
export function GravadorAudio({ promptsAdicionais, desabilitado, onTexto, onOcupado }: GravadorAudioProps) {
  const gravador = useGravadorAudio();
  const transcricao = usePedidoIa<Blob, ResultadoTranscrever>(
    (audio) => iniciarTranscricao(audio, promptsAdicionais),
    (resultado) => {
      if (transcricaoValida(resultado.texto ?? '')) onTexto(resultado.texto.trim());
    },
  );
  const { estado } = transcricao;
  const gravando = gravador.estado !== 'parado';
  const ocupado = gravando || transcricao.ocupado;

  useEffect(() => {
    onOcupado?.(ocupado);
  }, [ocupado, onOcupado]);

  const handleParar = async () => {
    const audio = await gravador.parar();
    if (audio) transcricao.pedir(audio);
  };

  let aviso: string | null = gravador.erro;
  if (!aviso && estado.fase === 'erro') aviso = estado.mensagem;
  if (!aviso && estado.fase === 'concluido' && !transcricaoValida(estado.resultado.texto ?? ''))
    aviso = mensagensIa.textoInvalido;

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center" wrap>
        {gravando ? (
          <Button danger icon={<StopOutlined aria-hidden />} onClick={() => void handleParar()}>
            Parar e transcrever
          </Button>
        ) : (
          <Button
            icon={<AudioOutlined aria-hidden />}
            disabled={desabilitado || transcricao.ocupado || !gravador.disponivel}
            onClick={() => void gravador.iniciar()}
          >
            Gravar áudio
          </Button>
        )}
        {gravador.estado === 'gravando' && (
          <span role="status" aria-live="polite">
            {`Gravando... ${gravador.segundos} s`}
          </span>
        )}
        {estado.fase === 'concluido' && <SeloDemonstracao visivel={estado.modeloDemonstracao} />}
      </Flex>
      {transcricao.ocupado && <ProgressoIa texto="Transcrevendo o áudio..." inicio={INICIO_PROGRESSO_TRANSCRICAO} />}
      {aviso && <Alert type="warning" showIcon title={aviso} role="alert" />}
    </Flex>
  );
}
