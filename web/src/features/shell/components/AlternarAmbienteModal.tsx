import { CheckCircleFilled } from '@ant-design/icons';
import { Empty, Flex, Modal, Spin, Tag, theme, Typography } from 'antd';
import { mensagens } from '@wf/shared/messages';
import type { AmbienteAcesso } from '@wf/shared/types/sessao';
import { LogoAmbiente } from '../../../components/LogoAmbiente';
import { SIGLA_PADRAO } from '../../../lib/siglaCliente';
import { useAlternarAmbiente } from '../api/alternar-ambiente';

export interface AlternarAmbienteModalProps {
  aberto: boolean;
  ambientes: readonly AmbienteAcesso[];
  siglaAtual: string;
  onFechar: () => void;
}

/** Each accessible environment with name, code and logo; AVMB is the main one. */
export function AlternarAmbienteModal({ aberto, ambientes, siglaAtual, onFechar }: AlternarAmbienteModalProps) {
  const alternar = useAlternarAmbiente();

  const handleEscolher = (sigla: string) => {
    alternar.mutate({ sigla }, { onSettled: onFechar });
  };

  return (
    <Modal open={aberto} title="Alternar ambiente" onCancel={onFechar} footer={null} destroyOnHidden>
      <Spin spinning={alternar.isPending} description="Alternando ambiente...">
        {ambientes.length === 0 ? (
          <Empty description={mensagens.nenhumAmbiente} />
        ) : (
          <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ambientes.map((ambiente) => (
              <li key={ambiente.siglaAmbienteCliente}>
                <OpcaoAmbiente
                  ambiente={ambiente}
                  atual={ambiente.siglaAmbienteCliente.toUpperCase() === siglaAtual.toUpperCase()}
                  onEscolher={handleEscolher}
                />
              </li>
            ))}
          </Flex>
        )}
      </Spin>
    </Modal>
  );
}

interface OpcaoAmbienteProps {
  ambiente: AmbienteAcesso;
  atual: boolean;
  onEscolher: (sigla: string) => void;
}

function OpcaoAmbiente({ ambiente, atual, onEscolher }: OpcaoAmbienteProps) {
  const { token } = theme.useToken();
  const principal = ambiente.siglaAmbienteCliente.toUpperCase() === SIGLA_PADRAO;

  const handleClique = () => onEscolher(ambiente.siglaAmbienteCliente);

  return (
    <button
      type="button"
      onClick={handleClique}
      disabled={atual}
      aria-current={atual ? 'true' : undefined}
      style={{
        width: '100%',
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: 12,
        textAlign: 'left',
        font: 'inherit',
        color: 'inherit',
        cursor: atual ? 'default' : 'pointer',
        background: atual ? token.colorPrimaryBg : 'transparent',
        border: `1px solid ${atual ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <LogoAmbiente nome={ambiente.nomeAmbienteCliente} logoURL={ambiente.logoAmbienteClienteURL} altura={32} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {ambiente.nomeAmbienteCliente}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {ambiente.siglaAmbienteCliente}
        </Typography.Text>
      </Flex>
      {principal && <Tag color="orange">{mensagens.ambientePrincipal}</Tag>}
      {atual && (
        <Tag icon={<CheckCircleFilled />} color="success">
          Atual
        </Tag>
      )}
    </button>
  );
}
