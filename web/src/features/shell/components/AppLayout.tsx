import { Drawer, Layout, Spin, theme } from 'antd';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { useTelaPequena } from '../../../hooks/useTelaPequena';
import { useRenovacaoSessao } from '../api/renovar-sessao';
import { useSair } from '../api/sair';
import { useMenuRecolhido } from '../hooks/useMenuRecolhido';
import { filtrarMenu } from '../utils/filtrarMenu';
import { ITENS_MENU, type AcaoMenu } from '../utils/itensMenu';
import { outrosAmbientes } from '../utils/outrosAmbientes';
import { AlternarAmbienteModal } from './AlternarAmbienteModal';
import { CabecalhoApp } from './CabecalhoApp';
import { MenuLateral } from './MenuLateral';
import { RodapeApp } from './RodapeApp';

const LARGURA_DRAWER = 300;
const LARGURA_MENU = 232;

/** The logged-in shell (spec 1, 2.3-2.4): side menu (drawer on mobile), header, content. */
export function AppLayout() {
  const { token } = theme.useToken();
  const sessao = useSessaoAtual();
  const telaPequena = useTelaPequena();
  const [recolhido, setRecolhido] = useMenuRecolhido();
  const [drawerAberto, setDrawerAberto] = useState(false);
  const [modalAmbientesAberto, setModalAmbientesAberto] = useState(false);
  const sair = useSair();
  useRenovacaoSessao(sessao.cliente.sigla);

  const semOutrosAmbientes = outrosAmbientes(sessao).length === 0;
  const itensMenu = useMemo(
    () =>
      filtrarMenu(ITENS_MENU, {
        perfil: sessao.usuario.perfilUsuario,
        diretorioNuvem: sessao.cliente.azureSignIn === 'S',
        semOutrosAmbientes,
      }),
    [sessao.usuario.perfilUsuario, sessao.cliente.azureSignIn, semOutrosAmbientes],
  );

  const handleAcao = (acao: AcaoMenu) => {
    if (acao === 'alternarAmbiente') setModalAmbientesAberto(true);
    else sair.mutate();
  };
  const handleAbrirDrawer = () => setDrawerAberto(true);
  const handleFecharDrawer = () => setDrawerAberto(false);
  const handleFecharModalAmbientes = () => setModalAmbientesAberto(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <CabecalhoApp
        sessao={sessao}
        telaPequena={telaPequena}
        semOutrosAmbientes={semOutrosAmbientes}
        onAbrirMenu={handleAbrirDrawer}
        onAcao={handleAcao}
      />
      <Layout>
        {!telaPequena && (
          <Layout.Sider
            collapsible
            collapsed={recolhido}
            onCollapse={setRecolhido}
            width={LARGURA_MENU}
            theme="light"
            style={{
              position: 'sticky',
              top: 64,
              height: 'calc(100vh - 64px)',
              overflowY: 'auto',
              borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <MenuLateral itens={itensMenu} onAcao={handleAcao} />
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Content style={{ padding: telaPequena ? 12 : 24 }}>
            <main>
              <Outlet />
            </main>
          </Layout.Content>
          <RodapeApp />
        </Layout>
      </Layout>
      {telaPequena && (
        <Drawer
          placement="left"
          size={LARGURA_DRAWER}
          open={drawerAberto}
          onClose={handleFecharDrawer}
          title="Menu"
          styles={{ body: { padding: 0 } }}
        >
          <MenuLateral itens={itensMenu} onAcao={handleAcao} onEscolher={handleFecharDrawer} />
        </Drawer>
      )}
      <AlternarAmbienteModal
        aberto={modalAmbientesAberto}
        ambientes={sessao.usuario.listaAmbientesAcesso}
        siglaAtual={sessao.cliente.sigla}
        onFechar={handleFecharModalAmbientes}
      />
      {sair.isPending && <Spin fullscreen description="Saindo..." />}
    </Layout>
  );
}
