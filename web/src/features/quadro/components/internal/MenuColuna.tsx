import {
  ExportOutlined,
  FormOutlined,
  LinkOutlined,
  MoreOutlined,
  SendOutlined,
  SortAscendingOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { Etapa } from '@wf/shared/types/fluxo';
import { useGatilhoDeMenu } from '../../../../hooks/useGatilhoDeMenu';

/** The stage menu of the board; structural entries stay in the Fluxo tab's menu. */
export type AcaoColuna =
  | 'ordenar-date-desc'
  | 'ordenar-date-asc'
  | 'ordenar-title'
  | 'mover-todos'
  | 'mover-todos-fluxo'
  | 'copiar-todos-fluxo'
  | 'link-publico'
  | 'formulario'
  | 'autorizacoes';

export interface MenuColunaProps {
  etapa: Etapa;
  acoes: readonly AcaoColuna[];
  onAcao: (acao: AcaoColuna, etapa: Etapa) => void;
}

export function MenuColuna({ etapa, acoes, onAcao }: MenuColunaProps) {
  const { gatilho, handleAbertura } = useGatilhoDeMenu();
  if (acoes.length === 0) return null;
  const tem = (acao: AcaoColuna) => acoes.includes(acao);
  const itens: NonNullable<MenuProps['items']> = [];
  if (tem('ordenar-date-desc')) {
    itens.push({
      key: 'ordenar',
      label: 'Ordenar cards',
      icon: <SortAscendingOutlined aria-hidden />,
      children: [
        { key: 'ordenar-date-desc', label: 'Mais recentes primeiro' },
        { key: 'ordenar-date-asc', label: 'Mais antigos primeiro' },
        { key: 'ordenar-title', label: 'Por título (A-Z)' },
      ],
    });
  }
  if (tem('mover-todos'))
    itens.push({ key: 'mover-todos', label: 'Mover todos os cards', icon: <SwapOutlined aria-hidden /> });
  if (tem('mover-todos-fluxo')) {
    itens.push({ key: 'mover-todos-fluxo', label: 'Mover todos para outro fluxo', icon: <SendOutlined aria-hidden /> });
  }
  if (tem('copiar-todos-fluxo')) {
    itens.push({
      key: 'copiar-todos-fluxo',
      label: 'Copiar todos para outro fluxo',
      icon: <ExportOutlined aria-hidden />,
    });
  }
  if (tem('link-publico'))
    itens.push({ key: 'link-publico', label: 'Copiar link público', icon: <LinkOutlined aria-hidden /> });
  if (tem('formulario') || tem('autorizacoes')) itens.push({ type: 'divider' });
  if (tem('formulario'))
    itens.push({ key: 'formulario', label: 'Editar formulário', icon: <FormOutlined aria-hidden /> });
  if (tem('autorizacoes'))
    itens.push({ key: 'autorizacoes', label: 'Pessoas autorizadas', icon: <TeamOutlined aria-hidden /> });

  const handleClique: MenuProps['onClick'] = ({ key, domEvent }) => {
    domEvent.stopPropagation();
    // The entry leaves with the menu; the dialog it opens gives focus back to the button.
    // Enter's keypress must not go on to the focused button and open the menu again.
    domEvent.preventDefault();
    gatilho.current?.focus();
    onAcao(key as AcaoColuna, etapa);
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
        icon={<MoreOutlined aria-hidden />}
        aria-label={`Ações da etapa ${etapa.descricao}`}
      />
    </Dropdown>
  );
}
