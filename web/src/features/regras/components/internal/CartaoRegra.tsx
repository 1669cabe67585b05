import { CopyOutlined, DeleteOutlined, EditOutlined, EyeOutlined, HistoryOutlined } from '@ant-design/icons';
import { EVENTOS_REGRA, type Regra } from '@wf/shared/schemas/regra';
import { Button, Card, Flex, Popconfirm, Switch, Tag, Tooltip, Typography } from 'antd';
import { toast } from '../../../../lib/toast';
import { useAlternarRegra, useClonarRegra, useExcluirRegra } from '../../api/regras';

export interface CartaoRegraProps {
  idFluxo: string;
  regra: Regra;
  /** Only the creator toggles, edits or deletes; others view. */
  ehCriador: boolean;
  onAbrir: () => void;
  onHistorico: () => void;
}

export function CartaoRegra({ idFluxo, regra, ehCriador, onAbrir, onHistorico }: CartaoRegraProps) {
  const alternar = useAlternarRegra(idFluxo);
  const clonar = useClonarRegra(idFluxo);
  const excluir = useExcluirRegra(idFluxo);
  const evento = regra.jsonRegras.evento?.key;
  const semPermissao = ehCriador ? undefined : 'Somente o criador da regra pode alterá-la';

  const handleClonar = () => clonar.mutate(regra.id, { onSuccess: () => toast.sucesso('Regra clonada') });
  const handleExcluir = () =>
    excluir.mutateAsync(regra.id).then(
      () => toast.sucesso('Regra excluída'),
      () => undefined,
    );

  return (
    <Card size="small" aria-label={`Regra ${regra.descricao}`}>
      <Flex align="center" gap={12} wrap>
        <Flex vertical style={{ flex: 1, minWidth: 200 }}>
          <Typography.Text strong ellipsis>
            {regra.descricao}
          </Typography.Text>
          <Flex gap={8} align="center">
            <Tag color="blue">{evento ? EVENTOS_REGRA[evento] : '-'}</Tag>
            <Typography.Text type="secondary">
              {regra.numExecucoes} {regra.numExecucoes === 1 ? 'execução' : 'execuções'} ·{' '}
              {regra.Usuario.nome ?? regra.Usuario.email}
            </Typography.Text>
          </Flex>
        </Flex>
        <Tooltip title={semPermissao}>
          <Switch
            checked={regra.ativo === 'S'}
            checkedChildren="On"
            unCheckedChildren="Off"
            aria-label={`Ativar regra ${regra.descricao}`}
            disabled={!ehCriador}
            loading={alternar.isPending}
            onChange={() => alternar.mutate(regra)}
          />
        </Tooltip>
        <Button icon={ehCriador ? <EditOutlined aria-hidden /> : <EyeOutlined aria-hidden />} onClick={onAbrir}>
          {ehCriador ? 'Editar' : 'Visualizar'}
        </Button>
        <Tooltip title="Clonar">
          <Button
            icon={<CopyOutlined aria-hidden />}
            aria-label={`Clonar regra ${regra.descricao}`}
            loading={clonar.isPending}
            onClick={handleClonar}
          />
        </Tooltip>
        <Tooltip title="Histórico de execuções">
          <Button
            icon={<HistoryOutlined aria-hidden />}
            aria-label={`Histórico da regra ${regra.descricao}`}
            onClick={onHistorico}
          />
        </Tooltip>
        <Popconfirm
          title="Excluir regra"
          description={`Excluir a regra "${regra.descricao}"?`}
          okText="Excluir"
          cancelText="Cancelar"
          okButtonProps={{ danger: true }}
          onConfirm={handleExcluir}
          disabled={!ehCriador}
        >
          <Tooltip title={semPermissao ?? 'Excluir'}>
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Excluir regra ${regra.descricao}`}
              disabled={!ehCriador}
            />
          </Tooltip>
        </Popconfirm>
      </Flex>
    </Card>
  );
}
