import { DeleteOutlined, DownloadOutlined, EyeOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Progress, Skeleton, Typography, Upload } from 'antd';
import type { Anexo } from '@wf/shared/types/instancia';
import { listaExtensoes } from '@wf/shared/validation/arquivos';
import { useState } from 'react';
import { formatarDataHora } from '../../../../lib/datas';
import { formatarTamanho } from '../../../../lib/tamanhoArquivo';
import { useAnexos, useExcluirAnexo } from '../../api/anexos';
import { useEnviarAnexos } from '../../hooks/useEnviarAnexos';
import { comoVisualizar } from '../../utils/anexos';
import { LinkPublicoAnexo } from './LinkPublicoAnexo';
import { VisualizadorAnexo } from './VisualizadorAnexo';

export interface SecaoAnexosProps {
  idInstancia: string;
  idFluxo: string;
  editavel: boolean;
  emailUsuario: string;
}

const ACEITOS = listaExtensoes()
  .split(', ')
  .flatMap((e) => (e === 'jpg' ? ['.jpg', '.jpeg'] : [`.${e}`]))
  .join(',');

/**
 * Attachments: upload with progress (checked here and on the server), list, preview in a modal
 * (VisualizadorAnexo), download, delete.
 */
export function SecaoAnexos({ idInstancia, idFluxo, editavel, emailUsuario }: SecaoAnexosProps) {
  const consulta = useAnexos(idInstancia);
  const excluir = useExcluirAnexo(idInstancia, idFluxo);
  const { envios, enviar } = useEnviarAnexos(idInstancia, idFluxo);
  const [visto, setVisto] = useState<Anexo | null>(null);

  const handleEscolher = (arquivo: File) => {
    void enviar(arquivo);
    return false;
  };

  return (
    <Flex vertical gap={8}>
      {editavel && (
        <Upload beforeUpload={handleEscolher} showUploadList={false} multiple accept={ACEITOS}>
          <Button icon={<UploadOutlined />}>Adicionar anexo</Button>
        </Upload>
      )}
      {envios.map((e) => (
        <Flex key={e.uid} vertical>
          <Typography.Text type="secondary">Enviando {e.nomeArquivo}…</Typography.Text>
          <Progress percent={e.percentual} size="small" aria-label={`Progresso do envio de ${e.nomeArquivo}`} />
        </Flex>
      ))}
      {consulta.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : consulta.isError ? (
        <Typography.Text type="danger">Não foi possível carregar os anexos.</Typography.Text>
      ) : consulta.data.listaAnexos.length === 0 ? (
        envios.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum anexo" />
      ) : (
        <ul aria-label="Anexos" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {consulta.data.listaAnexos.map((anexo) => (
            <li key={anexo.id} style={{ padding: '6px 0', borderBottom: '1px solid rgba(128,128,128,.15)' }}>
              <Flex gap={8} align="center">
                <PaperClipOutlined aria-hidden />
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: anexo.nomeArquivo }}>{anexo.nomeArquivo}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatarTamanho(anexo.tamanho)} ·{' '}
                    {anexo.emailUsuario === emailUsuario ? 'você' : anexo.emailUsuario} ·{' '}
                    {formatarDataHora(anexo.dataHoraAlteracao)}
                  </Typography.Text>
                </Flex>
                {comoVisualizar(anexo) && (
                  <Button
                    type="text"
                    size="small"
                    icon={<EyeOutlined />}
                    aria-label={`Visualizar ${anexo.nomeArquivo}`}
                    onClick={() => setVisto(anexo)}
                  />
                )}
                <Button
                  type="text"
                  size="small"
                  icon={<DownloadOutlined />}
                  href={anexo.url}
                  download={anexo.nomeArquivo}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Baixar ${anexo.nomeArquivo}`}
                />
                <LinkPublicoAnexo idInstancia={idInstancia} anexo={anexo} />
                {editavel && (
                  <Popconfirm
                    title="Excluir este anexo?"
                    okText="Excluir"
                    cancelText="Cancelar"
                    onConfirm={() => excluir.mutate(anexo.id)}
                  >
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Excluir ${anexo.nomeArquivo}`}
                    />
                  </Popconfirm>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {visto && <VisualizadorAnexo anexo={visto} onFechar={() => setVisto(null)} />}
    </Flex>
  );
}
