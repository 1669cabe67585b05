import {
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FormOutlined,
  MoreOutlined,
  TeamOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Etapa } from '@wf/shared/types/fluxo';
import type { ReactNode } from 'react';
import { useGatilhoDeMenu } from '../../../../hooks/useGatilhoDeMenu';
import { ROTULOS_ACOES, type AcaoEtapa } from '../../utils/acoesEtapa';

const ICONES: Record<AcaoEtapa, ReactNode> = {
  editar: <EditOutlined aria-hidden />,
  formulario: <FormOutlined aria-hidden />,
  autorizacoes: <TeamOutlined aria-hidden />,
  clonar: <CopyOutlined aria-hidden />,
  exportar: <DownloadOutlined aria-hidden />,
  importar: <UploadOutlined aria-hidden />,
  excluir: <DeleteOutlined aria-hidden />,
};

export interface MenuEtapaProps {
  etapa: Etapa;
  acoes: readonly AcaoEtapa[];
  onAcao: (acao: AcaoEtapa, etapa: Etapa) => void;
}

/** The stage node's menu: only the entries the user's flags allow (no button when none does). */
export function MenuEtapa({ etapa, acoes, onAcao }: MenuEtapaProps) {
  const { gatilho, handleAbertura } = useGatilhoDeMenu();
  if (acoes.length === 0) return null;
  const itens: MenuProps['items'] = acoes.flatMap((acao) => {
    const item = { key: acao, label: ROTULOS_ACOES[acao], icon: ICONES[acao], danger: acao === 'excluir' };
    return acao === 'excluir' && acoes.length > 1 ? [{ type: 'divider' as const }, item] : [item];
  });
  const handleClique: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    // The entry leaves with the menu; the dialog it opens gives focus back to the button.
    // Enter's keypress must not go on to the focused button and open the menu again.
    domEvent.preventDefault();
    gatilho.current?.focus();
    onAcao(key as AcaoEtapa, etapa);
  };
  return (
    <Dropdown
      menu={{ items: itens, onClick: handleClique }}
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      onOpenChange={handleAbertura}
    >
      <Button
        ref={gatilho}
        type="text"
        size="small"
        className="nodrag nopan"
        icon={<MoreOutlined aria-hidden />}
        aria-label={`Ações da etapa ${etapa.descricao}`}
        onClick={(e) => e.stopPropagation()}
      />
    </Dropdown>
  );
}
