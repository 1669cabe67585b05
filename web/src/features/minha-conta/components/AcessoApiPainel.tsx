import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Space, Switch, Typography } from 'antd';
import { atualizarMinhaContaSchema } from '@wf/shared/schemas/usuario';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { toast } from '../../../lib/toast';
import { useAtualizarMinhaConta, type EdicaoMinhaConta } from '../api/atualizar-minha-conta';
import { dadosPerfil } from '../utils/dadosMinhaConta';

export interface AcessoApiPainelProps {
  usuario: UsuarioSessao;
}

/**
 * API tab: API access is switched per user. The server keeps only the token's hash, so the token
 * is shown once, right after it is generated (switching on, or "Gerar novo token", which also
 * stops the old one); afterwards the tab offers a new one.
 */
export function AcessoApiPainel({ usuario }: AcessoApiPainelProps) {
  const atualizar = useAtualizarMinhaConta();
  const ativo = usuario.acessoAPI === 'S';
  const [tokenGerado, setTokenGerado] = useState<string | null>(null);
  const token = ativo ? (tokenGerado ?? usuario.tokenAPI) : null;

  const enviar = (edicao: EdicaoMinhaConta) => {
    if (!atualizarMinhaContaSchema.safeParse(edicao).success) {
      toast.erro('Revise seus dados básicos antes de alterar o acesso à API.');
      return;
    }
    atualizar.mutate(edicao, {
      onSuccess: ({ mensagem, usuario: atualizado }) => {
        setTokenGerado(atualizado.tokenAPI);
        toast.sucesso(mensagem);
      },
    });
  };
  const handleAlternar = (ligar: boolean) => enviar({ ...dadosPerfil(usuario), acessoAPI: ligar ? 'S' : 'N' });
  const handleGerarNovo = () => enviar({ ...dadosPerfil(usuario), gerarNovoTokenAPI: true });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Com o acesso à API, sistemas externos podem consultar e criar cards em seu nome. Guarde o token com segurança:
        quem o tiver age como você.
      </Typography.Paragraph>
      <Flex align="center" gap={12}>
        <Switch
          id="acesso-api"
          checked={ativo}
          loading={atualizar.isPending}
          onChange={handleAlternar}
          aria-label="Acesso à API"
        />
        <label htmlFor="acesso-api">
          <Typography.Text strong>Acesso à API {ativo ? 'ativado' : 'desativado'}</Typography.Text>
        </label>
      </Flex>
      {ativo && (
        <Form layout="vertical">
          <CampoCopiavel rotulo="URL de acesso" valor={usuario.urlAcessoAPI} />
          {token && <CampoCopiavel rotulo="Token de acesso" valor={token} segredo />}
        </Form>
      )}
      {ativo && token && (
        <Alert type="warning" showIcon title="Copie o token agora: por segurança, ele não será exibido novamente." />
      )}
      {ativo && !token && (
        <Alert
          type="info"
          showIcon
          title="Por segurança, o token só é exibido quando é gerado. Se você o perdeu, gere um novo: o anterior deixa de funcionar na hora."
        />
      )}
      {ativo && (
        <Flex>
          <Button icon={<ReloadOutlined />} onClick={handleGerarNovo} loading={atualizar.isPending}>
            Gerar novo token
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

interface CampoCopiavelProps {
  rotulo: string;
  valor: string | null;
  segredo?: boolean;
}

function CampoCopiavel({ rotulo, valor, segredo = false }: CampoCopiavelProps) {
  const handleCopiar = async () => {
    if (!valor) return;
    try {
      await navigator.clipboard.writeText(valor);
      toast.sucesso(`${rotulo} copiado`);
    } catch {
      toast.erro('Não foi possível copiar. Selecione o texto e copie manualmente.');
    }
  };

  const id = `campo-${rotulo.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Form.Item label={rotulo} htmlFor={id}>
      <Space.Compact style={{ width: '100%' }}>
        {segredo ? (
          <Input.Password id={id} value={valor ?? ''} readOnly />
        ) : (
          <Input id={id} value={valor ?? ''} readOnly />
        )}
        <Button icon={<CopyOutlined />} onClick={handleCopiar} disabled={!valor} aria-label={`Copiar ${rotulo}`}>
          Copiar
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
