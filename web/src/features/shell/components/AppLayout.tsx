import { App, Drawer, Layout, Spin, theme } from 'antd';
import { Suspense, useMemo, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { CarregandoPagina } from '../../../components/CarregandoPagina';
import { PularParaConteudo } from '../../../components/PularParaConteudo';
import { useFocoNaNavegacao } from '../../../hooks/useFocoNaNavegacao';
import { focarConteudo } from '../../../lib/foco';
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
/** The content area: the skip link's target, and where the screen's h1 is looked for. */
const ID_CONTEUDO = 'conteudo';

/** The logged-in shell: side menu (drawer on mobile), header, content. */
export function AppLayout() {
  const { token } = theme.useToken();
  const sessao = useSessaoAtual();
  const telaPequena = useTelaPequena();
  const [recolhido, setRecolhido] = useMenuRecolhido();
  const [drawerAberto, setDrawerAberto] = useState(false);
  // Closed by choosing an entry: focus goes to the new screen's heading, not back to 'Abrir menu'.
  const [escolheuNoDrawer, setEscolheuNoDrawer] = useState(false);
  const [modalAmbientesAberto, setModalAmbientesAberto] = useState(false);
  const sair = useSair();
  useRenovacaoSessao(sessao.cliente.sigla, sessao.usuario.tempoSessao);
  const inicioDaPagina = useRef<HTMLSpanElement>(null);
  useFocoNaNavegacao(ID_CONTEUDO, inicioDaPagina);

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
  const handleAbrirDrawer = () => {
    setEscolheuNoDrawer(false);
    setDrawerAberto(true);
  };
  const handleFecharDrawer = () => setDrawerAberto(false);
  const handleEscolherNoDrawer = () => {
    setEscolheuNoDrawer(true);
    setDrawerAberto(false);
  };
  const handleDrawerAnimado = (aberto: boolean) => {
    if (!aberto && escolheuNoDrawer) focarConteudo(ID_CONTEUDO);
  };
  const handleFecharModalAmbientes = () => setModalAmbientesAberto(false);

  // antd's <App> lives here, not in the entry: the public screens need only the toasts (ProvedorTema),
  // the logged-in ones also App.useApp().modal for their confirms. No DOM of its own: the theme
  // provider's root already carries the base text style.
  return (
    <App component={false}>
      <Layout className="layout-app" style={{ minHeight: '100vh' }}>
        {/* Where focus waits after sign-in, so the first Tab reaches the skip link. */}
        <span ref={inicioDaPagina} tabIndex={-1} className="inicio-da-pagina" />
        <PularParaConteudo idConteudo={ID_CONTEUDO} />
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
            {/* antd renders Layout.Content as the page's one <main> landmark; the skip link lands here. */}
            <Layout.Content id={ID_CONTEUDO} tabIndex={-1} style={{ padding: telaPequena ? 12 : 24, outline: 'none' }}>
              {/* A screen whose code is loading: the shell stays, the content area shows a spinner. */}
              <Suspense fallback={<CarregandoPagina />}>
                <Outlet />
              </Suspense>
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
            focusable={{ focusTriggerAfterClose: !escolheuNoDrawer }}
            afterOpenChange={handleDrawerAnimado}
            title="Menu"
            styles={{ body: { padding: 0 } }}
          >
            <MenuLateral itens={itensMenu} onAcao={handleAcao} onEscolher={handleEscolherNoDrawer} />
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
    </App>
  );
}
