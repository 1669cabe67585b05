import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import type { Anexo, LinkPublicoAnexo as Link } from '@wf/shared/types/instancia';
import { useState } from 'react';
import { api, mensagemDoErro } from '../../../../lib/api';
import { urlAbsolutaSpa } from '../../../../lib/caminhos';
import { toast } from '../../../../lib/toast';

export interface LinkPublicoAnexoProps {
  idInstancia: string;
  anexo: Anexo;
}

/** The address of the public download page of an attachment (/arquivo/{idBinario}/{publicHash}). */
const enderecoPublico = (l: Link): string =>
  `${window.location.origin}${urlAbsolutaSpa(`/arquivo/${encodeURIComponent(l.idBinario)}/${encodeURIComponent(l.publicHash)}`)}`;

/**
 * "Link público": asks the server for the attachment's public link (created the first time, the
 * same afterwards) and shows it to copy; anyone with it downloads the file without signing in.
 */
export function LinkPublicoAnexo({ idInstancia, anexo }: LinkPublicoAnexoProps) {
  const [endereco, setEndereco] = useState<string | null>(null);
  const [pedindo, setPedindo] = useState(false);

  const handleAbrir = async () => {
    setPedindo(true);
    try {
      const link = await api<Link>(
        `/instancia/anexos/link-publico/${encodeURIComponent(anexo.id)}?idInstancia=${encodeURIComponent(idInstancia)}`,
        { method: 'POST' },
      );
      setEndereco(enderecoPublico(link));
    } catch (erro) {
      toast.erro(mensagemDoErro(erro));
    } finally {
      setPedindo(false);
    }
  };
  const handleCopiar = async () => {
    if (!endereco) return;
    try {
      await navigator.clipboard.writeText(endereco);
      toast.sucesso('Link copiado');
    } catch {
      toast.erro('Não foi possível copiar. Selecione o link e copie.');
    }
  };

  return (
    <>
      <Button
        type="text"
        size="small"
        icon={<LinkOutlined />}
        loading={pedindo}
        aria-label={`Link público de ${anexo.nomeArquivo}`}
        onClick={() => void handleAbrir()}
      />
      {endereco && (
        <Modal open title="Link público do arquivo" footer={null} onCancel={() => setEndereco(null)}>
          <Typography.Paragraph type="secondary">
            Qualquer pessoa com este link baixa “{anexo.nomeArquivo}” sem entrar no sistema. Excluir o anexo desativa o
            link.
          </Typography.Paragraph>
          <Flex gap={8}>
            <Input readOnly value={endereco} aria-label="Link público" onFocus={(e) => e.currentTarget.select()} />
            <Button icon={<CopyOutlined />} onClick={() => void handleCopiar()}>
              Copiar
            </Button>
          </Flex>
        </Modal>
      )}
    </>
  );
}
