import { Flex, Progress, Typography } from 'antd';
import { useProgressoSimulado } from '../hooks/useProgressoSimulado';
import { INICIO_PROGRESSO } from '../utils/constantes';

export interface ProgressoIaProps {
  /** What is being done, e.g. 'Gerando o fluxo com IA...' (also the bar's accessible name). */
  texto: string;
  inicio?: number;
}

/** The simulated progress of a running AI request (shown only while it runs). */
export function ProgressoIa({ texto, inicio = INICIO_PROGRESSO }: ProgressoIaProps) {
  const progresso = useProgressoSimulado(true, inicio);
  return (
    <Flex vertical gap={4} role="status" aria-live="polite">
      <Typography.Text type="secondary">{texto}</Typography.Text>
      <Progress percent={Math.round(progresso)} status="active" aria-label={texto} />
    </Flex>
  );
}
