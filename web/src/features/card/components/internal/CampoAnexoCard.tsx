import { DeleteOutlined, EyeOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Popconfirm, Progress, Typography, Upload } from 'antd';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type { Anexo } from '@wf/shared/types/instancia';
import { useState } from 'react';
import { aceitarArquivos, mensagensFormulario } from '../../../../lib/formularioDinamico';
import { toast } from '../../../../lib/toast';
import { useAnexos, useExcluirAnexo } from '../../api/anexos';
import { useEnviarAnexos } from '../../hooks/useEnviarAnexos';
import { comoVisualizar } from '../../utils/anexos';
import { VisualizadorAnexo } from './VisualizadorAnexo';

export interface CampoAnexoCardProps {
  idInstancia: string;
  idFluxo: string;
  campo: CampoFormulario;
  /** The field's stored value: the ids of its attachments. */
  valor: unknown;
  editavel: boolean;
}

/**
 * An attachment field of the card's stage form: each file chosen is uploaded at once into the
 * field (the server checks the field's limits and appends the attachment to the field's value);
 * the field lists its files (the card's attachments whose ids are in its value) with preview
 * (when the type has one), download (the name's link) and remove.
 */
export function CampoAnexoCard({ idInstancia, idFluxo, campo, valor, editavel }: CampoAnexoCardProps) {
  const anexos = useAnexos(idInstancia);
  const excluir = useExcluirAnexo(idInstancia, idFluxo);
  const { envios, enviar } = useEnviarAnexos(idInstancia, idFluxo);
  const [visto, setVisto] = useState<Anexo | null>(null);
  const ids = Array.isArray(valor) ? valor.filter((v): v is string => typeof v === 'string') : [];
  const arquivos = (anexos.data?.listaAnexos ?? []).filter((a) => ids.includes(a.id));
  const podeEnviar = editavel && campo.indEditavel;
  const cheio = ids.length + envios.length >= campo.quantidadeMaximaArquivos;
  const limites = `Até ${campo.quantidadeMaximaArquivos} ${campo.quantidadeMaximaArquivos === 1 ? 'arquivo' : 'arquivos'} de no máximo ${campo.tamanhoMaximoArquivo} MB. Tipos aceitos: ${campo.tiposArquivosAceitos.join(', ')}.`;

  const handleEscolher = (arquivo: File) => {
    if (cheio) toast.erro(mensagensFormulario.quantidadeArquivos(campo.quantidadeMaximaArquivos));
    else void enviar(arquivo, campo);
    return Upload.LIST_IGNORE;
  };

  return (
    <Form.Item
      label={campo.titulo}
      required={campo.indObrigatorio}
      tooltip={campo.switchDescricao && campo.descricao ? campo.descricao : undefined}
      extra={campo.switchHelperText && campo.helperText ? `${campo.helperText} ${limites}` : limites}
    >
      <Flex vertical gap={4}>
        {podeEnviar && (
          <Upload
            beforeUpload={handleEscolher}
            showUploadList={false}
            accept={aceitarArquivos(campo.tiposArquivosAceitos)}
            multiple={campo.quantidadeMaximaArquivos > 1}
          >
            <Button icon={<UploadOutlined />} disabled={cheio} aria-label={`Enviar arquivo em ${campo.titulo}`}>
              Selecionar arquivo
            </Button>
          </Upload>
        )}
        {envios.map((e) => (
          <Progress
            key={e.uid}
            percent={e.percentual}
            size="small"
            aria-label={`Progresso do envio de ${e.nomeArquivo}`}
          />
        ))}
        {arquivos.length > 0 && (
          <ul aria-label={`Arquivos de ${campo.titulo}`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {arquivos.map((a) => (
              <li key={a.id}>
                <Flex gap={8} align="center">
                  <PaperClipOutlined aria-hidden />
                  <Typography.Link href={a.url} target="_blank" ellipsis style={{ flex: 1, minWidth: 0 }}>
                    {a.nomeArquivo}
                  </Typography.Link>
                  {comoVisualizar(a) && (
                    <Button
                      type="text"
                      size="small"
                      icon={<EyeOutlined />}
                      aria-label={`Visualizar ${a.nomeArquivo}`}
                      // Seeing a file is not editing: available in a read-only (disabled) form too.
                      disabled={false}
                      onClick={() => setVisto(a)}
                    />
                  )}
                  {podeEnviar && (
                    <Popconfirm
                      title="Remover este arquivo?"
                      okText="Remover"
                      cancelText="Cancelar"
                      onConfirm={() => excluir.mutate(a.id)}
                    >
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`Remover ${a.nomeArquivo}`}
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
    </Form.Item>
  );
}
