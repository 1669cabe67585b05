import {
  DownOutlined,
  HistoryOutlined,
  LogoutOutlined,
  MoonOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Divider, Dropdown, Flex, Switch, theme, Typography, type MenuProps } from 'antd';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import type { FocusEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AvatarUsuario } from '../../../components/AvatarUsuario';
import { LogoAmbiente } from '../../../components/LogoAmbiente';
import { useGatilhoDeMenu } from '../../../hooks/useGatilhoDeMenu';
import { useTema } from '../../../hooks/useTema';
import { NOMES_PERFIS } from '../../../lib/perfis';
import type { AcaoMenu } from '../utils/itensMenu';

export interface MenuUsuarioProps {
  sessao: RespostaSessao;
  semOutrosAmbientes: boolean;
  compacto: boolean;
  onAcao: (acao: AcaoMenu) => void;
}

/**
 * Header user menu: who is signed in and where, my account, the update history (every release
 * note), the theme switch, switching environment (disabled without other environments) and logout.
 */
export function MenuUsuario({ sessao, semOutrosAmbientes, compacto, onAcao }: MenuUsuarioProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { tema, alternarTema } = useTema();
  const { usuario, cliente } = sessao;
  const { gatilho, handleAbertura } = useGatilhoDeMenu();

  const itens: MenuProps['items'] = [
    { key: 'minha-conta', icon: <UserOutlined />, label: 'Minha conta' },
    { key: 'historico-atualizacao', icon: <HistoryOutlined />, label: 'Histórico de atualizações' },
    {
      key: 'tema',
      icon: <MoonOutlined />,
      label: (
        <Flex justify="space-between" align="center" gap={16}>
          <span>
            Tema escuro<span className="sr-only">{tema === 'DARK' ? ', ativado' : ', desativado'}</span>
          </span>
          {/* Visual only: the whole row toggles, so the switch must not toggle a second time. */}
          <Switch size="small" checked={tema === 'DARK'} tabIndex={-1} aria-hidden style={{ pointerEvents: 'none' }} />
        </Flex>
      ),
    },
    { key: 'alternar-ambiente', icon: <SwapOutlined />, label: 'Alternar ambiente', disabled: semOutrosAmbientes },
    { type: 'divider' },
    { key: 'sair', icon: <LogoutOutlined />, label: 'Sair' },
  ];

  const handleClique: MenuProps['onClick'] = ({ key, domEvent }) => {
    // The chosen entry leaves with the menu: focus back on the button (a dialog the entry opens
    // gives it back there when it closes).
    // Enter's keypress must not go on to the focused button and open the menu again.
    domEvent.preventDefault();
    gatilho.current?.focus();
    if (key === 'minha-conta') navigate('/minha-conta');
    else if (key === 'historico-atualizacao') navigate('/historico-atualiacao');
    else if (key === 'tema') alternarTema();
    else if (key === 'alternar-ambiente') onAcao('alternarAmbiente');
    else if (key === 'sair') onAcao('sair');
  };

  // The dropdown opened by keyboard focuses its popup, here this panel (a div that cannot take focus
  // by itself): it passes focus on to the menu's first entry, from which the arrows, Enter and
  // Escape work as in any antd menu.
  const handleFocoPainel = (evento: FocusEvent<HTMLDivElement>) => {
    if (evento.target !== evento.currentTarget) return;
    evento.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
  };

  const renderizarPainel = (menu: ReactNode) => (
    <div
      tabIndex={-1}
      onFocus={handleFocoPainel}
      style={{
        outline: 'none',
        width: 280,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Flex gap={12} align="center" style={{ padding: 16 }}>
        <AvatarUsuario
          nome={usuario.nome}
          iniciais={usuario.iniciais}
          cor={usuario.cor}
          foto={usuario.imgFoto}
          tamanho={48}
        />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {usuario.nome}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {usuario.email}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {NOMES_PERFIS[usuario.perfilUsuario]}
          </Typography.Text>
        </Flex>
      </Flex>
      <Flex gap={12} align="center" style={{ padding: '0 16px 12px' }}>
        <LogoAmbiente nome={cliente.nome} logoURL={cliente.logoURL} altura={24} />
        <Typography.Text ellipsis>
          {cliente.nome} <Typography.Text type="secondary">({cliente.sigla})</Typography.Text>
        </Typography.Text>
      </Flex>
      <Divider style={{ margin: 0 }} />
      {menu}
    </div>
  );

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      autoFocus
      onOpenChange={handleAbertura}
      menu={{ items: itens, onClick: handleClique }}
      popupRender={renderizarPainel}
    >
      <Button ref={gatilho} type="text" aria-label="Menu do usuário" style={{ height: 48, paddingInline: 8 }}>
        <Flex align="center" gap={10}>
          <LogoAmbiente nome={cliente.nome} logoURL={cliente.logoURL} altura={24} />
          {!compacto && (
            <Typography.Text strong ellipsis style={{ maxWidth: 180 }}>
              {cliente.nome}
            </Typography.Text>
          )}
          <AvatarUsuario nome={usuario.nome} iniciais={usuario.iniciais} cor={usuario.cor} foto={usuario.imgFoto} />
          {!compacto && <DownOutlined style={{ fontSize: 10 }} />}
        </Flex>
      </Button>
    </Dropdown>
  );
}
