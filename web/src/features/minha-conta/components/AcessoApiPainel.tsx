import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Space, Switch, Typography } from 'antd';
import { atualizarMinhaContaSchema } from '@wf/shared/schemas/usuario';
import type { UsuarioSessao } from '@wf/shared/types/sessao';
import { toast } from '../../../lib/toast';
import { useAtualizarMinhaConta } from '../api/atualizar-minha-conta';
import { dadosPerfil } from '../utils/dadosMinhaConta';

export interface AcessoApiPainelProps {
  usuario: UsuarioSessao;
}

/** API tab: API access is switched per user; address and token are shown when on. */
export function AcessoApiPainel({ usuario }: AcessoApiPainelProps) {
  const atualizar = useAtualizarMinhaConta();
  const ativo = usuario.acessoAPI === 'S';

  const handleAlternar = (ligar: boolean) => {
    const edicao = { ...dadosPerfil(usuario), acessoAPI: ligar ? 'S' : 'N' } as const;
    if (!atualizarMinhaContaSchema.safeParse(edicao).success) {
      toast.erro('Revise seus dados básicos antes de alterar o acesso à API.');
      return;
    }
    atualizar.mutate(edicao, { onSuccess: ({ mensagem }) => toast.sucesso(mensagem) });
  };

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
          <CampoCopiavel rotulo="Token de acesso" valor={usuario.tokenAPI} segredo />
        </Form>
      )}
      {ativo && !usuario.tokenAPI && (
        <Alert type="info" showIcon title="O token será exibido assim que for gerado pelo servidor." />
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
