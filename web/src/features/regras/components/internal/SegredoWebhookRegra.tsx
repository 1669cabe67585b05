import { Alert, Button, Collapse, Flex, Form, Input, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useRotacionarSegredoWebhookRegra, useSegredoWebhookRegra } from '../../api/segredoWebhook';
import { CABECALHOS_ASSINATURA, TRECHO_VERIFICACAO_NODE, VARIAVEL_DO_SEGREDO } from '../../utils/verificacaoWebhook';

export interface SegredoWebhookRegraProps {
  /** Absent: the rule is not saved yet, so it has no secret. */
  idRegra?: string;
  /** Only who may save the rule sees and rotates its secret. */
  podeVer: boolean;
}

/**
 * The secret the receiver verifies this rule's webhooks with (Standard Webhooks, whsec_...): each
 * rule has its own. Loaded on request and shown masked (the eye shows it, the icon copies it);
 * rotating keeps the previous one valid for 24 h. Below, how a receiver verifies it, in Node.
 * Only who may save the rule gets here (the server refuses anyone else too).
 */
export function SegredoWebhookRegra({ idRegra, podeVer }: SegredoWebhookRegraProps) {
  if (!podeVer) return null;
  return (
    <>
      <Form.Item
        label="Segredo de assinatura"
        extra="O destino confere o cabeçalho webhook-signature com este segredo (Standard Webhooks). Cada regra tem o seu; não o compartilhe."
      >
        {idRegra ? (
          <Segredo idRegra={idRegra} />
        ) : (
          <Typography.Text type="secondary">
            Salve a regra para ver o segredo de assinatura deste webhook.
          </Typography.Text>
        )}
      </Form.Item>
      <VerificacaoAssinatura />
    </>
  );
}

/** How the receiving server verifies a delivery: the headers and a Node snippet to copy. */
function VerificacaoAssinatura() {
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'verificar',
          label: 'Como verificar a assinatura no destino (Node.js)',
          children: (
            <Flex vertical gap={8}>
              <Typography.Text>
                Cada envio traz os cabeçalhos{' '}
                {CABECALHOS_ASSINATURA.map((c, i) => (
                  <span key={c}>
                    {i > 0 && (i === CABECALHOS_ASSINATURA.length - 1 ? ' e ' : ', ')}
                    <Typography.Text code>{c}</Typography.Text>
                  </span>
                ))}
                . Guarde o segredo acima na variável de ambiente{' '}
                <Typography.Text code>{VARIAVEL_DO_SEGREDO}</Typography.Text> do servidor que recebe e confira cada
                envio com a biblioteca <Typography.Text code>standardwebhooks</Typography.Text>:
              </Typography.Text>
              <Typography.Paragraph
                copyable={{ text: TRECHO_VERIFICACAO_NODE, tooltips: ['Copiar código', 'Copiado'] }}
                style={{ marginBottom: 0 }}
              >
                <pre aria-label="Código de verificação da assinatura" style={{ margin: 0, fontSize: 12 }}>
                  {TRECHO_VERIFICACAO_NODE}
                </pre>
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                Depois de trocar o segredo, o anterior continua assinando por 24 horas: atualize o destino nesse prazo.
              </Typography.Text>
            </Flex>
          ),
        },
      ]}
    />
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
