import { Button, Flex, Form, Input, Tooltip, Typography } from 'antd';
import { tokensPadraoId, type TokenPadraoId } from '@wf/shared/constants/fluxos';
import { useRef } from 'react';
import type { InputRef } from 'antd';
import { exemploPadraoId } from '../../../../lib/formularioDinamico';

export interface PadraoCampoIdProps {
  id: string;
  padrao: string;
  erro?: string;
  onAlterar: (padrao: string) => void;
}

/** The card id pattern: text with {{TOKENS}}, chips that insert a token at the cursor, and a sample. */
export function PadraoCampoId({ id, padrao, erro, onAlterar }: PadraoCampoIdProps) {
  const entrada = useRef<InputRef>(null);

  const handleInserir = (token: TokenPadraoId) => {
    const elemento = entrada.current?.input;
    const inicio = elemento?.selectionStart ?? padrao.length;
    const fim = elemento?.selectionEnd ?? padrao.length;
    const trecho = `{{${token}}}`;
    onAlterar(`${padrao.slice(0, inicio)}${trecho}${padrao.slice(fim)}`);
    requestAnimationFrame(() => {
      elemento?.focus();
      elemento?.setSelectionRange(inicio + trecho.length, inicio + trecho.length);
    });
  };

  return (
    <>
      <Form.Item
        label="Padrão do ID"
        htmlFor={id}
        validateStatus={erro ? 'error' : undefined}
        help={erro}
        extra="O padrão só vale quando o campo está na etapa inicial; nas demais o código é aleatório."
      >
        <Input id={id} ref={entrada} value={padrao} maxLength={200} onChange={(e) => onAlterar(e.target.value)} />
      </Form.Item>
      <Flex wrap gap={6} role="group" aria-label="Variáveis do padrão" style={{ marginBottom: 12 }}>
        {(Object.keys(tokensPadraoId) as TokenPadraoId[]).map((token) => (
          <Tooltip key={token} title={tokensPadraoId[token]}>
            <Button
              size="small"
              type="dashed"
              onClick={() => handleInserir(token)}
              aria-label={`Inserir ${token}: ${tokensPadraoId[token]}`}
            >
              {`{{${token}}}`}
            </Button>
          </Tooltip>
        ))}
      </Flex>
      {padrao && !erro && (
        <Typography.Text type="secondary">
          Exemplo hoje: <Typography.Text code>{exemploPadraoId(padrao, new Date())}</Typography.Text>
        </Typography.Text>
      )}
    </>
  );
}
