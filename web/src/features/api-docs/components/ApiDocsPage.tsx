import { Alert, Button, Form, Input, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { TituloPagina } from '../../../components/TituloPagina';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../../lib/api';
import { useContaApi } from '../api/get-conta-api';
import { VisualizadorOpenApi } from './internal/VisualizadorOpenApi';

/**
 * /api-docs (every profile): the manual of the integration API, rendered from the document the
 * server serves. With API access on, the person pastes the token My account showed (the server
 * keeps only its hash, so it cannot be read back) and "Try it out" calls as them; otherwise a
 * notice sends them to My account to switch it on (the manual stays readable).
 */
export function ApiDocsPage() {
  const conta = useContaApi();
  const [token, setToken] = useState<string | null>(null);
  useTituloDocumento('API docs');

  return (
    <>
      <TituloPagina style={{ marginTop: 0 }}>API docs</TituloPagina>
      {conta.isPending ? (
        <Skeleton active />
      ) : conta.isError ? (
        <ErroAoCarregar mensagem={mensagemDoErro(conta.error)} onTentarNovamente={() => void conta.refetch()} />
      ) : (
        <>
          {conta.data.ativo ? (
            <TokenDoManual token={token} onUsar={setToken} />
          ) : (
            <Alert
              type="info"
              showIcon
              title={
                <>
                  O acesso à API está desativado para você. Para testar as chamadas desta página, ative-o em{' '}
                  <Link to="/minha-conta">Minha conta</Link>, na aba API.
                </>
              }
            />
          )}
          <VisualizadorOpenApi token={token} />
        </>
      )}
    </>
  );
}

/** The token pasted for "Try it out": kept only in this page's memory, never stored. */
function TokenDoManual({ token, onUsar }: { token: string | null; onUsar: (token: string | null) => void }) {
  const [form] = Form.useForm<{ token: string }>();
  if (token) {
    return (
      <Alert
        type="success"
        showIcon
        title="Token em uso: abra uma chamada, clique em “Try it out” e depois em “Execute”. As chamadas agem como você."
        action={
          <Button size="small" onClick={() => onUsar(null)}>
            Trocar token
          </Button>
        }
      />
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={({ token: t }) => onUsar(t.trim())} style={{ maxWidth: 560 }}>
      <Form.Item
        label="Token de acesso"
        htmlFor="token-do-manual"
        extra={
          <>
            Cole o token copiado em <Link to="/minha-conta">Minha conta</Link> (ele só é exibido quando é gerado) para
            testar as chamadas desta página.
          </>
        }
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="token"
            noStyle
            rules={[{ required: true, whitespace: true, message: 'Cole o seu token de acesso' }]}
          >
            <Input.Password id="token-do-manual" autoComplete="off" placeholder="Token de acesso" />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Usar token
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
