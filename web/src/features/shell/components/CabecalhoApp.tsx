import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, theme } from 'antd';
import type { RespostaSessao } from '@wf/shared/types/sessao';
import { Link } from 'react-router-dom';
import { LogoProduto } from '../../../components/LogoProduto';
import type { AcaoMenu } from '../utils/itensMenu';
import { BuscaCards } from './BuscaCards';
import { MenuUsuario } from './MenuUsuario';
import { SinoNotificacoes } from './SinoNotificacoes';

export interface CabecalhoAppProps {
  sessao: RespostaSessao;
  telaPequena: boolean;
  semOutrosAmbientes: boolean;
  onAbrirMenu: () => void;
  onAcao: (acao: AcaoMenu) => void;
}

/**
 * Logo to /home, the card search, the notification bell and the user menu. Buying balance
 * joins the header with the issue that builds it.
 */
export function CabecalhoApp({ sessao, telaPequena, semOutrosAmbientes, onAbrirMenu, onAcao }: CabecalhoAppProps) {
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        height: 64,
        paddingInline: telaPequena ? 8 : 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex align="center" gap={8} style={{ flex: 1, minWidth: 0 }}>
        {telaPequena && (
          <Button type="text" icon={<MenuOutlined />} aria-label="Abrir menu" onClick={onAbrirMenu} size="large" />
        )}
        <Link to="/home" aria-label="Ir para a página inicial" style={{ display: 'inline-flex' }}>
          <LogoProduto tamanho={telaPequena ? 28 : 32} />
        </Link>
        <BuscaCards compacto={telaPequena} />
      </Flex>
      <SinoNotificacoes />
      <MenuUsuario sessao={sessao} semOutrosAmbientes={semOutrosAmbientes} compacto={telaPequena} onAcao={onAcao} />
    </Layout.Header>
  );
}
