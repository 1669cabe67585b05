import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Spin, theme, Typography } from 'antd';
import type { RespostaBinario } from '@wf/shared/types/instancia';
import { useParams } from 'react-router-dom';
import { LogoProduto } from '../../../components/LogoProduto';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { api, mensagemDoErro } from '../../../lib/api';

const tamanhoLegivel = (bytes: number): string =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`
      : `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

/**
 * /arquivo/{idBinario}/{publicHash}: the public download page of a card's attachment (no login).
 * The download URL the server answers is short-lived, so it is asked when the page opens.
 */
export function ArquivoPublicoPage() {
  const { token } = theme.useToken();
  const { id = '', hash = '' } = useParams();
  useTituloDocumento('Arquivo compartilhado');
  const consulta = useQuery({
    queryKey: ['arquivo-publico', id, hash],
    queryFn: () =>
      api<RespostaBinario>(`/binarios/buscar/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`, {
        redirecionarSeExpirada: false,
      }),
    retry: false,
    staleTime: 60_000,
  });

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', background: token.colorBgLayout, padding: '24px 16px' }}>
      <main style={{ width: '100%', maxWidth: 560 }}>
        <Flex style={{ marginBottom: 16 }}>
          <LogoProduto tamanho={32} />
        </Flex>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 24 }}>
            Arquivo compartilhado
          </Typography.Title>
          {consulta.isPending ? (
            <Spin />
          ) : consulta.isError ? (
            <Alert type="error" showIcon message={mensagemDoErro(consulta.error)} />
          ) : (
            <Flex vertical gap={16}>
              <Flex gap={12} align="center">
                <FileOutlined style={{ fontSize: 28 }} aria-hidden />
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {consulta.data.Binario.nomeArquivo}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {tamanhoLegivel(consulta.data.Binario.tamanho)} · {consulta.data.Binario.mimeType}
                  </Typography.Text>
                </Flex>
              </Flex>
              <Button
                type="primary"
                icon={<DownloadOutlined />}
                href={consulta.data.Binario.url}
                download={consulta.data.Binario.nomeArquivo}
              >
                Baixar arquivo
              </Button>
            </Flex>
          )}
        </Card>
      </main>
    </Flex>
  );
}
