import { Alert, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ErroAoCarregar } from '../../../components/ErroAoCarregar';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../../lib/api';
import { useContaApi } from '../api/get-conta-api';
import { VisualizadorOpenApi } from './internal/VisualizadorOpenApi';

/**
 * /api-docs (every profile): the manual of the integration API, rendered from the document the
 * server serves. With API access on, "Try it out" is pre-filled with the person's token;
 * otherwise a notice sends them to My account to switch it on (the manual stays readable).
 */
export function ApiDocsPage() {
  const conta = useContaApi();
  useTituloDocumento('API docs');

  return (
    <>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        API docs
      </Typography.Title>
      {conta.isPending ? (
        <Skeleton active />
      ) : conta.isError ? (
        <ErroAoCarregar mensagem={mensagemDoErro(conta.error)} onTentarNovamente={() => void conta.refetch()} />
      ) : (
        <>
          {conta.data.ativo ? (
            <Alert
              type="success"
              showIcon
              title="Seu token já está preenchido: use “Try it out” em uma chamada e depois “Execute”. As chamadas agem como você."
            />
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
          <VisualizadorOpenApi token={conta.data.token} />
        </>
      )}
    </>
  );
}
