import { Alert, Modal, Typography } from 'antd';
import { mensagensCard } from '@wf/shared/constants/cards';
import type { ErroMovimentacao } from '@wf/shared/types/instancia';

export interface ErrosMovimentacaoModalProps {
  erros: ErroMovimentacao[] | null;
  onFechar: () => void;
}

/** 'Erros ao movimentar cards': each blocked card with its form errors (board drag, move all, card modal 'Mover para'). */
export function ErrosMovimentacaoModal({ erros, onFechar }: ErrosMovimentacaoModalProps) {
  return (
    <Modal
      open={erros !== null}
      title={mensagensCard.errosMovimentar}
      onCancel={onFechar}
      onOk={onFechar}
      okText="Entendi"
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 12 }}
        title="Corrija o formulário dos cards abaixo e tente novamente."
      />
      <ul aria-label="Cards não movimentados" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {(erros ?? []).map((e) => (
          <li key={e.idInstancia} style={{ padding: '8px 0' }}>
            <Typography.Text strong>{e.descricao}</Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
              {e.erros.map((texto) => (
                <li key={texto}>
                  <Typography.Text type="danger">{texto}</Typography.Text>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
