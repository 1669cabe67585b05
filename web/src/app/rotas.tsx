import { createBrowserRouter, Navigate } from 'react-router-dom';
import { BASE_SPA } from '../lib/caminhos';
import { PERFIS_POR_AREA } from '../lib/perfis';
import { CarregandoRota } from './CarregandoRota';
import { ErroDeRota } from './ErroDeRota';
import { GuardaPerfil } from './GuardaPerfil';
import { GuardaSessao } from './GuardaSessao';

/**
 * The route table. Screens are loaded on demand so the login does not
 * download the admin screens. Logged-in screens sit under the session guard and the shell;
 * role-restricted ones also under a profile guard fed by the same table as the menu.
 * Routes of later issues (data bases, reports...) are added here when they exist; until then
 * their paths fall into the catch-all and land on /home.
 */
export const rotas = createBrowserRouter(
  [
    {
      HydrateFallback: CarregandoRota,
      ErrorBoundary: ErroDeRota,
      children: [
        {
          path: '/login/:customer',
          lazy: async () => ({ Component: (await import('../features/auth/components/LoginPage')).LoginPage }),
        },
        {
          path: '/ativarusuario/:customer/:hash',
          lazy: async () => ({ Component: (await import('../features/auth/components/LoginPage')).LoginPage }),
        },
        {
          path: '/register/:customer',
          lazy: async () => ({ Component: (await import('../features/auth/components/CadastroPage')).CadastroPage }),
        },
        {
          path: '/recover-password/:customer',
          lazy: async () => ({
            Component: (await import('../features/auth/components/RecuperarSenhaPage')).RecuperarSenhaPage,
          }),
        },
        {
          path: '/resetarsenha/:customer/:hash',
          lazy: async () => ({
            Component: (await import('../features/auth/components/RecuperarSenhaPage')).RecuperarSenhaPage,
          }),
        },
        {
          // The link of a new account's first e-mail: the owner sets the password to confirm the e-mail.
          path: '/confirmaremail/:customer/:hash',
          lazy: async () => ({
            Component: (await import('../features/auth/components/RecuperarSenhaPage')).ConfirmarEmailPage,
          }),
        },
        {
          path: '/termos',
          lazy: async () => ({ Component: (await import('../features/termos/components/TermosPage')).TermosPage }),
        },
        {
          path: '/criarcardfluxo/:customer/:hash',
          lazy: async () => ({
            Component: (await import('../features/formulario-publico/components/FormularioPublicoPage')).FormularioPublicoPage,
          }),
        },
        {
          element: <GuardaSessao />,
          children: [
            {
              lazy: async () => ({ Component: (await import('../features/shell/components/AppLayout')).AppLayout }),
              children: [
                {
                  path: '/home',
                  lazy: async () => ({ Component: (await import('../features/home/components/HomePage')).HomePage }),
                },
                {
                  path: '/process',
                  lazy: async () => ({
                    Component: (await import('../features/fluxos/components/FluxosPage')).FluxosPage,
                  }),
                },
                {
                  // The guard above already sent a card link of another customer to that customer's login.
                  path: '/process/:id',
                  lazy: async () => ({ Component: (await import('./paginas/PaginaFluxo')).PaginaFluxo }),
                },
                {
                  path: '/minha-conta',
                  lazy: async () => ({
                    Component: (await import('../features/minha-conta/components/MinhaContaPage')).MinhaContaPage,
                  }),
                },
                {
                  element: <GuardaPerfil perfis={PERFIS_POR_AREA.ambiente} />,
                  children: [
                    {
                      path: '/admin/ambiente',
                      lazy: async () => ({
                        Component: (await import('../features/admin-ambiente/components/AmbientePage')).AmbientePage,
                      }),
                    },
                  ],
                },
                {
                  element: <GuardaPerfil perfis={PERFIS_POR_AREA.usuarios} />,
                  children: [
                    {
                      path: '/admin/usuarios',
                      lazy: async () => ({
                        Component: (await import('../features/admin-usuarios/components/UsuariosPage')).UsuariosPage,
                      }),
                    },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ],
  { basename: BASE_SPA },
);
