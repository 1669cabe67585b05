import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, theme, Typography, Upload } from 'antd';
import { atualizarClienteSchema } from '@wf/shared/schemas/administracao';
import type { ClienteCompleto } from '@wf/shared/types/sessao';
import { useState } from 'react';
import { lerComoDataUrl } from '../../../lib/imagens';
import { toast } from '../../../lib/toast';
import { useAtualizarCliente } from '../api/atualizar-cliente';
import { camposDoCliente, payloadConfiguracoes } from '../utils/configuracoesAmbiente';

export interface LogosPainelProps {
  cliente: ClienteCompleto;
}

/** A data URL to send, null to remove, undefined to keep the saved logo. */
type LogoEditado = string | null | undefined;

const TAMANHO_MAXIMO_BYTES = 1024 * 1024;

/** Logo tab: the application logo and the login-screen logo, png only. */
export function LogosPainel({ cliente }: LogosPainelProps) {
  const [logo, setLogo] = useState<LogoEditado>(undefined);
  const [logoLogin, setLogoLogin] = useState<LogoEditado>(undefined);
  const atualizar = useAtualizarCliente();
  const alterado = logo !== undefined || logoLogin !== undefined;

  const handleSalvar = () => {
    const corpo = payloadConfiguracoes(camposDoCliente(cliente), { logo, logoLogin });
    const validacao = atualizarClienteSchema.safeParse(corpo);
    if (!validacao.success) {
      toast.erro(validacao.error.issues[0]?.message ?? 'Revise os logos escolhidos.');
      return;
    }
    atualizar.mutate(validacao.data, { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) });
  };

  return (
    <Flex vertical gap={24}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <EditorLogo
            titulo="Logo do sistema"
            descricao="Aparece no topo da aplicação e na troca de ambiente."
            salvo={cliente.logoURL}
            valor={logo}
            onAlterar={setLogo}
          />
        </Col>
        <Col xs={24} md={12}>
          <EditorLogo
            titulo="Logo da tela de login"
            descricao="Aparece nas telas de login e cadastro. Sem ele, usamos o logo do sistema."
            salvo={cliente.logoLoginURL}
            valor={logoLogin}
            onAlterar={setLogoLogin}
          />
        </Col>
      </Row>
      <Flex justify="flex-end">
        <Button type="primary" onClick={handleSalvar} disabled={!alterado} loading={atualizar.isPending}>
          Salvar logos
        </Button>
      </Flex>
    </Flex>
  );
}

interface EditorLogoProps {
  titulo: string;
  descricao: string;
  salvo: string | null;
  valor: LogoEditado;
  onAlterar: (valor: LogoEditado) => void;
}

function EditorLogo({ titulo, descricao, salvo, valor, onAlterar }: EditorLogoProps) {
  const { token } = theme.useToken();
  const exibido = valor === undefined ? salvo : valor;

  const handleAntesDoEnvio = (arquivo: File) => {
    void escolher(arquivo);
    // Nothing is uploaded by the picker: the logo goes with "Salvar logos".
    return Upload.LIST_IGNORE;
  };

  const escolher = async (arquivo: File) => {
    if (arquivo.type !== 'image/png') {
      toast.erro('O logo deve ser uma imagem png');
      return;
    }
    if (arquivo.size > TAMANHO_MAXIMO_BYTES) {
      toast.erro('O logo deve ter no máximo 1 MB');
      return;
    }
    onAlterar(await lerComoDataUrl(arquivo));
  };

  const handleRemover = () => onAlterar(salvo ? null : undefined);

  return (
    <Card type="inner" title={titulo}>
      <Typography.Paragraph type="secondary">{descricao}</Typography.Paragraph>
      <Flex
        align="center"
        justify="center"
        style={{
          height: 140,
          marginBottom: 16,
          borderRadius: token.borderRadiusLG,
          border: `1px dashed ${token.colorBorder}`,
          background: token.colorFillQuaternary,
        }}
      >
        {exibido ? (
          <img src={exibido} alt={`Pré-visualização: ${titulo}`} style={{ maxHeight: 110, maxWidth: '90%' }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum logo" />
        )}
      </Flex>
      <Flex gap={8} wrap>
        <Upload accept="image/png" showUploadList={false} beforeUpload={handleAntesDoEnvio}>
          <Button icon={<UploadOutlined />}>{exibido ? 'Trocar imagem' : 'Escolher imagem'}</Button>
        </Upload>
        {exibido && (
          <Button icon={<DeleteOutlined />} onClick={handleRemover}>
            Remover
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
        Somente PNG, até 1 MB.
      </Typography.Text>
    </Card>
  );
}
