import { ApartmentOutlined, DeleteOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Popconfirm, Switch, theme, Typography } from 'antd';
import type { EtapaOrg } from '@wf/shared/schemas/organograma';
import { rotuloUnidade } from '../../../../lib/organograma';
import type { FlagAutorizacao } from '../../utils/autorizacoes';
import { PermissoesAutorizacao, RestricoesAutorizacao } from './ControlesAutorizacao';

export interface UnidadeAutorizadaProps {
  autorizacao: EtapaOrg;
  onAlterar: (
    autorizacao: EtapaOrg,
    mudanca: { flag: FlagAutorizacao; valor: boolean } | { incluirEmSubniveis: boolean },
  ) => void;
  onRemover: (autorizacao: EtapaOrg) => void;
  removendo: boolean;
  restricoesAbertas: boolean;
  onAlternarRestricoes: (aberta: boolean) => void;
}

/** One unit on the stage: its sub-levels switch, the same permissions and restrictions as a person's, removal. */
export function UnidadeAutorizada({
  autorizacao,
  onAlterar,
  onRemover,
  removendo,
  restricoesAbertas,
  onAlternarRestricoes,
}: UnidadeAutorizadaProps) {
  const { token } = theme.useToken();
  const rotulo = rotuloUnidade(autorizacao.Organograma);
  const alterar = (flag: FlagAutorizacao, valor: boolean) => onAlterar(autorizacao, { flag, valor });
  return (
    <li
      aria-label={`Acesso da unidade ${rotulo}`}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 12,
        marginBottom: 8,
      }}
    >
      <Flex align="center" gap={12} wrap>
        <Avatar style={{ background: token.colorPrimary, flexShrink: 0 }} icon={<ApartmentOutlined aria-hidden />} />
        <div style={{ flex: 1, minWidth: 160 }}>
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {autorizacao.Organograma.descricao}
          </Typography.Text>
          <Flex align="center" gap={6}>
            <Switch
              size="small"
              checked={autorizacao.incluirEmSubniveis === 'S'}
              onChange={(valor) => onAlterar(autorizacao, { incluirEmSubniveis: valor })}
              aria-label={`Incluir subníveis (${rotulo})`}
            />
            <Typography.Text type="secondary" aria-hidden>
              Incluir subníveis
            </Typography.Text>
          </Flex>
        </div>
        <PermissoesAutorizacao flags={autorizacao} alvo={rotulo} onAlterar={alterar} />
        <Popconfirm
          title="Remover o acesso da unidade?"
          description={`As pessoas de ${autorizacao.Organograma.descricao} deixarão de ter acesso a esta etapa por ela.`}
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
            aria-label={`Remover acesso da unidade ${rotulo}`}
          />
        </Popconfirm>
      </Flex>
      <RestricoesAutorizacao
        flags={autorizacao}
        alvo={rotulo}
        onAlterar={alterar}
        explicacao="Marque o que as pessoas desta unidade não podem alterar nos cards da etapa."
        aberta={restricoesAbertas}
        onAlternar={onAlternarRestricoes}
      />
    </li>
  );
}
