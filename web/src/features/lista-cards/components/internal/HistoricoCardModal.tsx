import { Alert, Empty, Modal, Spin, Timeline, Typography } from 'antd';
import type { HistoricoCard } from '@wf/shared/types/instancia';
import { mensagemDoErro } from '../../../../lib/api';
import { formatarDataHora } from '../../../../lib/datas';
import { useHistoricoCard } from '../../api/get-historico-card';

const VERBOS: Record<HistoricoCard['acao'], string> = {
  criado: 'Criado em',
  movido: 'Movido para',
  copiado: 'Copiado para',
};

export interface HistoricoCardModalProps {
  card: { id: string; descricao: string } | null;
  onFechar: () => void;
}

/** The card's movement history, oldest first as the server sends it. */
export function HistoricoCardModal({ card, onFechar }: HistoricoCardModalProps) {
  const consulta = useHistoricoCard(card?.id ?? null);
  const itens = consulta.data?.listaHistorico ?? [];
  return (
    <Modal
      open={card !== null}
      title={`Histórico de movimentação: ${card?.descricao ?? ''}`}
      footer={null}
      onCancel={onFechar}
      destroyOnHidden
    >
      {consulta.isPending ? (
        <Spin aria-label="Carregando histórico" />
      ) : consulta.isError ? (
        <Alert type="warning" showIcon title={mensagemDoErro(consulta.error)} />
      ) : itens.length === 0 ? (
        <Empty description="Não há dados para exibir" />
      ) : (
        <Timeline
          style={{ marginTop: 16 }}
          items={itens.map((h) => ({
            key: h.id,
            children: (
              <>
                <Typography.Text strong>
                  {VERBOS[h.acao] ?? 'Movido para'} {h.Etapa.descricao}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {formatarDataHora(h.dataHoraAlteracao)} · {h.emailUsuario}
                </Typography.Text>
              </>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
