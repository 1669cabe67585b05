import { DeleteOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Popconfirm, theme, Typography } from 'antd';
import type { EtapaUsuario } from '@wf/shared/types/fluxo';
import type { FlagAutorizacao } from '../../utils/autorizacoes';
import { PermissoesAutorizacao, RestricoesAutorizacao } from './ControlesAutorizacao';

export interface PessoaAutorizadaProps {
  autorizacao: EtapaUsuario;
  onAlterar: (autorizacao: EtapaUsuario, flag: FlagAutorizacao, valor: boolean) => void;
  onRemover: (autorizacao: EtapaUsuario) => void;
  removendo: boolean;
  /** The restrictions panel is open: kept by the list, so a refetch that re-renders the person keeps it open. */
  restricoesAbertas: boolean;
  onAlternarRestricoes: (aberta: boolean) => void;
}

/** One person on the stage: the three permissions, the nine restrictions and removal. */
export function PessoaAutorizada({
  autorizacao,
  onAlterar,
  onRemover,
  removendo,
  restricoesAbertas,
  onAlternarRestricoes,
}: PessoaAutorizadaProps) {
  const { token } = theme.useToken();
  const nome = autorizacao.nome || autorizacao.emailAutorizado;
  const alterar = (flag: FlagAutorizacao, valor: boolean) => onAlterar(autorizacao, flag, valor);
  return (
    <li
      aria-label={`Acesso de ${autorizacao.emailAutorizado}`}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 12,
        marginBottom: 8,
      }}
    >
      <Flex align="center" gap={12} wrap>
        <Avatar style={{ background: token.colorPrimary, flexShrink: 0 }}>{nome.slice(0, 1).toUpperCase()}</Avatar>
        <div style={{ flex: 1, minWidth: 160 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {nome}
          </Typography.Text>
          {autorizacao.nome && (
            <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
              {autorizacao.emailAutorizado}
            </Typography.Text>
          )}
        </div>
        <PermissoesAutorizacao flags={autorizacao} alvo={autorizacao.emailAutorizado} onAlterar={alterar} />
        <Popconfirm
          title="Remover o acesso?"
          description={`${nome} deixará de ter acesso a esta etapa.`}
          okText="Remover"
          okButtonProps={{ danger: true }}
          cancelText="Cancelar"
          onConfirm={() => onRemover(autorizacao)}
        >
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            loading={removendo}
            aria-label={`Remover acesso de ${autorizacao.emailAutorizado}`}
          />
        </Popconfirm>
      </Flex>
      <RestricoesAutorizacao
        flags={autorizacao}
        alvo={autorizacao.emailAutorizado}
        onAlterar={alterar}
        explicacao="Marque o que esta pessoa não pode alterar nos cards da etapa."
        aberta={restricoesAbertas}
        onAlternar={onAlternarRestricoes}
      />
    </li>
  );
}
