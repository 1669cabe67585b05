import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PERFIS_POR_AREA } from '../lib/perfis';
import { CarregandoRota } from './CarregandoRota';
import { GuardaPerfil } from './GuardaPerfil';
import { GuardaSessao } from './GuardaSessao';
import { LimiteDeErro } from './LimiteDeErro';

/**
 * The route table. Screens are loaded on demand so the login does not
 * download the admin screens. Logged-in screens sit under the session guard and the shell;
 * role-restricted ones also under a profile guard fed by the same table as the menu.
 * Routes of later issues are added here when they exist; until then their paths fall into the
 * catch-all and land on /home.
 *
 * react-router's declarative mode (`<BrowserRouter>` + `<Routes>`, App.tsx), not the data router:
 * nothing here uses loaders or actions, and the data router is 15 KB gzip more on every screen.
 * A screen is a React.lazy component. Navigations are not transitions (`useTransitions={false}`):
 * a screen whose code is not there yet shows a spinner where it goes (CarregandoRota for the whole
 * page, the shell's content area for logged-in screens), so the address never shows a screen
 * that is not on display.
 */
const tela = (carregar: () => Promise<ComponentType>) => lazy(async () => ({ default: await carregar() }));

const LoginPage = tela(async () => (await import('../features/auth/components/LoginPage')).LoginPage);
const CadastroPage = tela(async () => (await import('../features/auth/components/CadastroPage')).CadastroPage);
const RecuperarSenhaPage = tela(
  async () => (await import('../features/auth/components/RecuperarSenhaPage')).RecuperarSenhaPage,
);
const AceitarConvitePage = tela(
  async () => (await import('../features/auth/components/AceitarConvitePage')).AceitarConvitePage,
);
const ConfirmarEmailPage = tela(
  async () => (await import('../features/auth/components/RecuperarSenhaPage')).ConfirmarEmailPage,
);
const AjudaPage = tela(async () => (await import('../features/ajuda/components/AjudaPage')).AjudaPage);
const ArquivoPublicoPage = tela(
  async () => (await import('../features/arquivo-publico/components/ArquivoPublicoPage')).ArquivoPublicoPage,
);
const TermosPage = tela(async () => (await import('../features/termos/components/TermosPage')).TermosPage);
const FormularioPublicoPage = tela(
  async () => (await import('../features/formulario-publico/components/FormularioPublicoPage')).FormularioPublicoPage,
);
const AppLayout = tela(async () => (await import('../features/shell/components/AppLayout')).AppLayout);
const HomePage = tela(async () => (await import('../features/home/components/HomePage')).HomePage);
const HistoricoAtualizacaoPage = tela(
  async () => (await import('../features/home/components/HistoricoAtualizacaoPage')).HistoricoAtualizacaoPage,
);
const FluxosPage = tela(async () => (await import('../features/fluxos/components/FluxosPage')).FluxosPage);
const PaginaFluxo = tela(async () => (await import('./paginas/PaginaFluxo')).PaginaFluxo);
const PaginaChat = tela(async () => (await import('./paginas/PaginaChat')).PaginaChat);
const MinhaContaPage = tela(
  async () => (await import('../features/minha-conta/components/MinhaContaPage')).MinhaContaPage,
);
const AmbientePage = tela(
  async () => (await import('../features/admin-ambiente/components/AmbientePage')).AmbientePage,
);
const RelatoriosPage = tela(
  async () => (await import('../features/relatorios/components/RelatoriosPage')).RelatoriosPage,
);
const BasesDadosPage = tela(
  async () => (await import('../features/bases-dados/components/BasesDadosPage')).BasesDadosPage,
);
const BaseDadosPage = tela(
  async () => (await import('../features/bases-dados/components/BaseDadosPage')).BaseDadosPage,
);
const ApiDocsPage = tela(async () => (await import('../features/api-docs/components/ApiDocsPage')).ApiDocsPage);
const UsuariosPage = tela(
  async () => (await import('../features/admin-usuarios/components/UsuariosPage')).UsuariosPage,
);
const OrganogramaPage = tela(
  async () => (await import('../features/organograma/components/OrganogramaPage')).OrganogramaPage,
);

export function Rotas() {
  const { pathname } = useLocation();
  return (
    <LimiteDeErro pathname={pathname}>
      <Suspense fallback={<CarregandoRota />}>
        <Routes>
          <Route path="/login/:customer" element={<LoginPage />} />
          <Route path="/ativarusuario/:customer/:hash" element={<LoginPage />} />
          <Route path="/register/:customer" element={<CadastroPage />} />
          <Route path="/recover-password/:customer" element={<RecuperarSenhaPage />} />
          <Route path="/resetarsenha/:customer/:hash" element={<RecuperarSenhaPage />} />
          {/* The link of a new account's first e-mail: the owner types the password chosen at sign-up. */}
          <Route path="/confirmaremail/:customer/:hash" element={<ConfirmarEmailPage />} />
          <Route path="/aceitarconvite/:customer/:hash" element={<AceitarConvitePage />} />
          <Route path="/termos" element={<TermosPage />} />
          <Route path="/ajuda" element={<AjudaPage />} />
          <Route path="/arquivo/:id/:hash" element={<ArquivoPublicoPage />} />
          <Route path="/criarcardfluxo/:customer/:hash" element={<FormularioPublicoPage />} />
          <Route element={<GuardaSessao />}>
            <Route element={<AppLayout />}>
              <Route path="/home" element={<HomePage />} />
              <Route path="/historico-atualiacao" element={<HistoricoAtualizacaoPage />} />
              <Route path="/process" element={<FluxosPage />} />
              {/* The guard above already sent a card link of another customer to that customer's login. */}
              <Route path="/process/:id" element={<PaginaFluxo />} />
              <Route path="/websockets/:id" element={<PaginaChat />} />
              <Route path="/minha-conta" element={<MinhaContaPage />} />
              <Route path="/reports" element={<RelatoriosPage />} />
              <Route path="/base-dados" element={<BasesDadosPage />} />
              <Route path="/data-base/:id" element={<BaseDadosPage />} />
              <Route path="/api-docs" element={<ApiDocsPage />} />
              <Route element={<GuardaPerfil perfis={PERFIS_POR_AREA.ambiente} />}>
                <Route path="/admin/ambiente" element={<AmbientePage />} />
              </Route>
              <Route element={<GuardaPerfil perfis={PERFIS_POR_AREA.usuarios} />}>
                <Route path="/admin/usuarios" element={<UsuariosPage />} />
              </Route>
              <Route element={<GuardaPerfil perfis={PERFIS_POR_AREA.organograma} />}>
                <Route path="/admin/organograma" element={<OrganogramaPage />} />
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
    </LimiteDeErro>
  );
}
