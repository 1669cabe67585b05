import { DeleteOutlined } from '@ant-design/icons';
import { Avatar, Button, Checkbox, Collapse, Flex, Popconfirm, Switch, theme, Tooltip, Typography } from 'antd';
import type { EtapaUsuario } from '@wf/shared/types/fluxo';
import { PERMISSOES, RESTRICOES, restricoesAtivas, type FlagAutorizacao } from '../../utils/autorizacoes';

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
  const ativas = restricoesAtivas(autorizacao);
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
        <Flex gap={16} wrap>
          {PERMISSOES.map(({ chave, rotulo, dica }) => (
            <Tooltip key={chave} title={dica}>
              <Flex align="center" gap={6}>
                <Switch
                  size="small"
                  checked={autorizacao[chave] === 'S'}
                  onChange={(valor) => onAlterar(autorizacao, chave, valor)}
                  aria-label={`${rotulo} (${autorizacao.emailAutorizado})`}
                />
                <span aria-hidden>{rotulo}</span>
              </Flex>
            </Tooltip>
          ))}
        </Flex>
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
      <Collapse
        ghost
        size="small"
        activeKey={restricoesAbertas ? ['restricoes'] : []}
        onChange={(chaves) => onAlternarRestricoes(chaves.length > 0)}
        style={{ marginTop: 4 }}
        items={[
          {
            key: 'restricoes',
            label: ativas > 0 ? `Restrições (${ativas} ativas)` : 'Restrições',
            children: (
              <>
                <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
                  Marque o que esta pessoa não pode alterar nos cards da etapa.
                </Typography.Text>
                <Flex wrap gap={8}>
                  {RESTRICOES.map(({ chave, rotulo }) => (
                    <Checkbox
                      key={chave}
                      checked={autorizacao[chave] === 'S'}
                      onChange={(e) => onAlterar(autorizacao, chave, e.target.checked)}
                      style={{ minWidth: 170 }}
                      aria-label={`Restringir ${rotulo} (${autorizacao.emailAutorizado})`}
                    >
                      {rotulo}
                    </Checkbox>
                  ))}
                </Flex>
              </>
            ),
          },
        ]}
      />
    </li>
  );
}
