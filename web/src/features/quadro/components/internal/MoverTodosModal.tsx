import { Form, Modal, Select, Typography } from 'antd';
import type { Etapa } from '@wf/shared/types/fluxo';
import { useState } from 'react';

export interface MoverTodosModalProps {
  origem: Etapa | null;
  /** The allowed destinations of the origin stage. */
  destinos: Etapa[];
  movendo: boolean;
  onConfirmar: (idEtapaDestino: string) => void;
  onFechar: () => void;
}

/** Bulk move: every card of the stage, aborted as a whole when any card's form is invalid. */
export function MoverTodosModal({ origem, destinos, movendo, onConfirmar, onFechar }: MoverTodosModalProps) {
  const [destino, setDestino] = useState<string | null>(null);
  const handleOk = () => {
    if (destino) onConfirmar(destino);
  };
  return (
    <Modal
      open={origem !== null}
      title={`Mover todos os cards de ${origem?.descricao ?? ''}`}
      okText="Mover"
      cancelText="Cancelar"
      onOk={handleOk}
      onCancel={onFechar}
      okButtonProps={{ disabled: !destino, loading: movendo }}
      afterClose={() => setDestino(null)}
      destroyOnHidden
    >
      {destinos.length === 0 ? (
        <Typography.Text type="secondary">Esta etapa não tem etapas de destino permitidas.</Typography.Text>
      ) : (
        <Form layout="vertical">
          <Form.Item label="Etapa de destino" htmlFor="mover-todos-destino">
            <Select
              id="mover-todos-destino"
              value={destino}
              onChange={setDestino}
              placeholder="Selecione a etapa"
              options={destinos.map((e) => ({ value: e.id, label: e.descricao }))}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
