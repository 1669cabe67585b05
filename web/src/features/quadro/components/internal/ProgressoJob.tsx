import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Progress, Space, Typography } from 'antd';
import { mensagensCard } from '@wf/shared/constants/cards';
import type { Job } from '@wf/shared/types/instancia';
import { useEffect, useRef } from 'react';
import { aposAlterarCardsEmMassa } from '../../../../lib/atualizacoesCards';
import { toast } from '../../../../lib/toast';
import { useJob } from '../../api/mover-todos-cards';

export interface ProgressoJobProps {
  idJob: string;
  idFluxo: string;
  onFechar: () => void;
}

const terminou = (job: Job): boolean => job.status === 'concluido' || job.status === 'falhou';

/** The words of each kind of job: while it runs, at its end, and for the cards left out. */
const textos = (job: Job) => {
  if (job.tipo === 'ordenarEtapa') {
    return {
      andamento: 'Ordenando cards',
      feito: ['card ordenado', 'cards ordenados'],
      recusado: 'não puderam ser ordenados',
      sucesso: mensagensCard.cardsOrdenados,
    };
  }
  if (job.tipo === 'copiarMoverEntreFluxos' && job.tipoOperacao === 'C') {
    return {
      andamento: 'Copiando cards',
      feito: ['card copiado', 'cards copiados'],
      recusado: 'não puderam ser copiados',
      sucesso: mensagensCard.cardsCopiados,
    };
  }
  return {
    andamento: 'Movendo cards',
    feito: ['card movimentado', 'cards movimentados'],
    recusado: 'não puderam ser movidos',
    sucesso: mensagensCard.cardsMovidos,
  };
};

/**
 * The progress of a bulk job above the board (move all cards, sort a stage, copy or move a
 * stage to another flow): how many cards of how many were done, then, at the end, the columns
 * refreshed and the cards left out (with the reason), if any.
 */
export function ProgressoJob({ idJob, idFluxo, onFechar }: ProgressoJobProps) {
  const queryClient = useQueryClient();
  const job = useJob(idJob).data?.Job;
  const avisado = useRef(false);

  useEffect(() => {
    if (!job || !terminou(job) || avisado.current) return;
    avisado.current = true;
    const fluxos = job.idFluxoDestino ? [idFluxo, job.idFluxoDestino] : [idFluxo];
    void aposAlterarCardsEmMassa(queryClient, fluxos, [job.idEtapaOrigem, job.idEtapaDestino]);
    if (job.status === 'falhou') toast.erro(job.motivoFalha ?? 'A operação em lote falhou');
    else if (job.totalRecusados === 0) toast.sucesso(textos(job).sucesso);
  }, [job, idFluxo, queryClient]);

  if (!job)
    return <Alert type="info" showIcon message="Iniciando a operação com os cards..." style={{ marginBottom: 12 }} />;
  const t = textos(job);
  const base = Math.max(job.total, job.feito + job.totalRecusados, 1);
  const percentual = Math.round(((job.feito + job.totalRecusados) / base) * 100);
  if (!terminou(job)) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`${t.andamento}: ${job.feito} de ${job.total}`}
        description={<Progress percent={percentual} status="active" aria-label="Progresso da operação com os cards" />}
      />
    );
  }
  return (
    <Alert
      type={job.status === 'falhou' ? 'error' : job.totalRecusados ? 'warning' : 'success'}
      showIcon
      closable
      onClose={onFechar}
      style={{ marginBottom: 12 }}
      message={
        job.status === 'falhou'
          ? `A operação parou após ${job.feito} cards: ${job.motivoFalha ?? ''}`
          : `${job.feito} ${job.feito === 1 ? t.feito[0] : t.feito[1]}` +
            (job.totalRecusados ? `; ${job.totalRecusados} ${t.recusado}` : '')
      }
      description={
        job.recusados.length > 0 && (
          <Space direction="vertical" size={0}>
            {job.recusados.map((r) => (
              <Typography.Text key={r.idInstancia}>
                {r.descricao}: {r.motivo}
                {r.erros?.length ? ` (${r.erros.join('; ')})` : ''}
              </Typography.Text>
            ))}
            <Button type="link" size="small" onClick={onFechar} style={{ padding: 0 }}>
              Fechar
            </Button>
          </Space>
        )
      }
    />
  );
}
