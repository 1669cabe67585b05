import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload } from 'antd';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { useState } from 'react';
import { AvatarUsuario } from '../../../components/AvatarUsuario';
import { comprimirFoto, TIPOS_FOTO_ACEITOS } from '../../../lib/imagens';
import { toast } from '../../../lib/toast';

export interface FotoPerfilProps {
  usuario: UsuarioSessao;
  /** A data URL to send, null to remove, undefined to keep the saved photo. */
  valor: string | null | undefined;
  onAlterar: (valor: string | null | undefined) => void;
}

/** Photo picker: png or jpg, compressed in the browser before it is sent. */
export function FotoPerfil({ usuario, valor, onAlterar }: FotoPerfilProps) {
  const [comprimindo, setComprimindo] = useState(false);
  const exibida = valor === undefined ? usuario.imgFoto : valor;

  const handleEscolher = async (arquivo: File) => {
    if (!(TIPOS_FOTO_ACEITOS as readonly string[]).includes(arquivo.type)) {
      toast.erro('A foto deve ser uma imagem png ou jpg');
      return;
    }
    setComprimindo(true);
    try {
      onAlterar(await comprimirFoto(arquivo));
    } catch (erro) {
      toast.erro((erro as Error).message);
    } finally {
      setComprimindo(false);
    }
  };

  // Nothing is uploaded by the picker itself: the photo goes with the form.
  const handleAntesDoEnvio = (arquivo: File) => {
    void handleEscolher(arquivo);
    return Upload.LIST_IGNORE;
  };

  const handleRemover = () => onAlterar(usuario.imgFoto ? null : undefined);

  return (
    <Flex align="center" gap={16} wrap>
      <AvatarUsuario nome={usuario.nome} iniciais={usuario.iniciais} cor={usuario.cor} foto={exibida} tamanho={80} />
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Upload accept={TIPOS_FOTO_ACEITOS.join(',')} showUploadList={false} beforeUpload={handleAntesDoEnvio}>
            <Button icon={<UploadOutlined />} loading={comprimindo}>
              {exibida ? 'Trocar foto' : 'Escolher foto'}
            </Button>
          </Upload>
          {exibida && (
            <Button icon={<DeleteOutlined />} onClick={handleRemover}>
              Remover foto
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          PNG ou JPG. A imagem é reduzida automaticamente.
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
