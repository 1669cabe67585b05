import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { RespostaBinario } from '@wf/shared/types/instancia';
import { useParams } from 'react-router-dom';
import { PaginaPublica } from '../../../components/PaginaPublica';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { api, mensagemDoErro } from '../../../lib/api';
import { formatarTamanho } from '../../../lib/tamanhoArquivo';

/**
 * /arquivo/{idBinario}/{publicHash}: the public download page of a card's attachment (no login).
 * The download URL the server answers is short-lived, so it is asked when the page opens.
 */
export function ArquivoPublicoPage() {
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
    <PaginaPublica larguraMaxima={560}>
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
                {formatarTamanho(consulta.data.Binario.tamanho)} · {consulta.data.Binario.mimeType}
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
    </PaginaPublica>
  );
}
