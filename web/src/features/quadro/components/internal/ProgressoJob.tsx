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

/**
 * The progress of "move all cards" above the board: how many cards of how many went, then, at
 * the end, the columns refreshed and the cards that stayed (with the reason), if any.
 */
export function ProgressoJob({ idJob, idFluxo, onFechar }: ProgressoJobProps) {
  const queryClient = useQueryClient();
  const job = useJob(idJob).data?.Job;
  const avisado = useRef(false);

  useEffect(() => {
    if (!job || !terminou(job) || avisado.current) return;
    avisado.current = true;
    void aposAlterarCardsEmMassa(queryClient, [idFluxo], [job.idEtapaOrigem, job.idEtapaDestino]);
    if (job.status === 'falhou') toast.erro(job.motivoFalha ?? 'A movimentação dos cards falhou');
    else if (job.totalRecusados === 0) toast.sucesso(mensagensCard.cardsMovidos);
  }, [job, idFluxo, queryClient]);

  if (!job) return <Alert type="info" showIcon message="Iniciando a movimentação dos cards..." style={{ marginBottom: 12 }} />;
  const base = Math.max(job.total, job.feito + job.totalRecusados, 1);
  const percentual = Math.round(((job.feito + job.totalRecusados) / base) * 100);
  if (!terminou(job)) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`Movendo cards: ${job.feito} de ${job.total}`}
        description={<Progress percent={percentual} status="active" aria-label="Progresso da movimentação dos cards" />}
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
          ? `A movimentação parou após ${job.feito} cards: ${job.motivoFalha ?? ''}`
          : `${job.feito} ${job.feito === 1 ? 'card movimentado' : 'cards movimentados'}` +
            (job.totalRecusados ? `; ${job.totalRecusados} não puderam ser movidos` : '')
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
