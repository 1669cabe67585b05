import { Alert, Button, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useRotacionarSegredoWebhookRegra, useSegredoWebhookRegra } from '../../api/segredoWebhook';

export interface SegredoWebhookRegraProps {
  /** Absent: the rule is not saved yet, so it has no secret. */
  idRegra?: string;
  /** Only who may save the rule sees and rotates its secret. */
  podeVer: boolean;
}

/**
 * The secret the receiver verifies this rule's webhooks with (Standard Webhooks, whsec_...): each
 * rule has its own. Shown on request; rotating keeps the previous one valid for 24 h.
 */
export function SegredoWebhookRegra({ idRegra, podeVer }: SegredoWebhookRegraProps) {
  if (!podeVer) return null;
  return (
    <Form.Item
      label="Segredo de assinatura"
      extra="O destino verifica o cabeçalho webhook-signature com este segredo (Standard Webhooks). Cada regra tem o seu."
    >
      {idRegra ? (
        <Segredo idRegra={idRegra} />
      ) : (
        <Typography.Text type="secondary">
          Salve a regra para ver o segredo de assinatura deste webhook.
        </Typography.Text>
      )}
    </Form.Item>
  );
}

function Segredo({ idRegra }: { idRegra: string }) {
  const [mostrar, setMostrar] = useState(false);
  const consulta = useSegredoWebhookRegra(idRegra, mostrar);
  const rotacao = useRotacionarSegredoWebhookRegra(idRegra);
  if (!mostrar) {
    return <Button onClick={() => setMostrar(true)}>Mostrar segredo</Button>;
  }
  if (consulta.isError) return <Alert type="error" showIcon title="Não foi possível carregar o segredo." />;
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input.Password
          aria-label="Segredo de assinatura"
          readOnly
          value={consulta.data?.segredo ?? ''}
          placeholder={consulta.isLoading ? 'Carregando...' : ''}
          style={{ fontFamily: 'monospace' }}
        />
        <Typography.Text
          copyable={consulta.data ? { text: consulta.data.segredo, tooltips: ['Copiar', 'Copiado'] } : false}
        />
        <Popconfirm
          title="Trocar o segredo?"
          description="O segredo atual continua válido por 24 horas; atualize o destino nesse prazo."
          okText="Trocar"
          cancelText="Cancelar"
          onConfirm={() => rotacao.mutate()}
        >
          <Button loading={rotacao.isPending}>Trocar segredo</Button>
        </Popconfirm>
      </Flex>
      {rotacao.isSuccess && (
        <Alert type="success" showIcon title="Segredo trocado. O anterior vale por mais 24 horas." />
      )}
      {rotacao.isError && (
        <Alert
          type="error"
          showIcon
          title={rotacao.error instanceof Error ? rotacao.error.message : 'Não foi possível trocar o segredo.'}
        />
      )}
    </Flex>
  );
}
