import { mensagensFluxo } from '@wf/shared/schemas/fluxo';
import type { FluxoResumo } from '@wf/shared/types/fluxo';
import { Form, Input, Modal, Typography } from 'antd';
import { toast } from '../../../../lib/toast';
import { useExcluirFluxo } from '../../api/excluir-fluxo';

export interface ExcluirFluxoDialogoProps {
  fluxo: FluxoResumo;
  onFechar: () => void;
  onExcluido?: () => void;
}

const PALAVRA_CONFIRMACAO = 'CONFIRMAR';
const ID_FORMULARIO = 'formulario-excluir-fluxo';

/**
 * "Excluir fluxo" (owner). A flow with cards asks for CONFIRMAR to be typed;
 * one without cards only asks to confirm.
 */
export function ExcluirFluxoDialogo({ fluxo, onFechar, onExcluido }: ExcluirFluxoDialogoProps) {
  const [form] = Form.useForm<{ confirmacao: string }>();
  const excluir = useExcluirFluxo();
  const temCards = fluxo.numInstanciasCriadas > 0;

  const handleExcluir = ({ confirmacao }: { confirmacao?: string }) => {
    excluir.mutate(
      { idFluxo: fluxo.id, confirmacao: temCards ? confirmacao?.trim() : undefined },
      {
        onSuccess: ({ mensagem }) => {
          toast.sucesso(mensagem);
          onExcluido?.();
          onFechar();
        },
      },
    );
  };

  return (
    <Modal
      open
      title="Excluir fluxo"
      okText="Excluir"
      cancelText="Cancelar"
      okButtonProps={{ danger: true, htmlType: 'submit', form: ID_FORMULARIO }}
      confirmLoading={excluir.isPending}
      onCancel={onFechar}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Excluir o fluxo <Typography.Text strong>{fluxo.descricao}</Typography.Text>? Suas etapas, etiquetas
        {temCards ? ` e os ${fluxo.numInstanciasCriadas} cards criados nele` : ''} serão excluídos. Esta ação não pode
        ser desfeita.
      </Typography.Paragraph>
      <Form id={ID_FORMULARIO} form={form} layout="vertical" onFinish={handleExcluir} disabled={excluir.isPending}>
        {temCards && (
          <Form.Item
            label={`Digite ${PALAVRA_CONFIRMACAO} para confirmar a exclusão`}
            name="confirmacao"
            rules={[
              {
                validator: async (_regra, valor: unknown) => {
                  if (typeof valor !== 'string' || valor.trim() !== PALAVRA_CONFIRMACAO) {
                    throw new Error(mensagensFluxo.confirmarExclusao);
                  }
                },
              },
            ]}
          >
            <Input autoFocus autoComplete="off" placeholder={PALAVRA_CONFIRMACAO} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
