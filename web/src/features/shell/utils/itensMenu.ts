import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { URL_AJUDA } from '../../../lib/ajuda';
import { PERFIS_POR_AREA, TODOS_OS_PERFIS } from '../../../lib/perfis';

/** The side menu as data. filtrarMenu decides what a user sees. */
export type AcaoMenu = 'alternarAmbiente' | 'sair';

export type IconeMenu =
  | 'home'
  | 'fluxos'
  | 'baseDados'
  | 'administracao'
  | 'planos'
  | 'ambiente'
  | 'usuarios'
  | 'organograma'
  | 'relatorios'
  | 'minhaConta'
  | 'alternarAmbiente'
  | 'apiDocs'
  | 'ajuda'
  | 'sair';

export interface ItemMenu {
  chave: string;
  rotulo: string;
  icone: IconeMenu;
  /** A route of the SPA; a parent's path is the prefix of its children's. */
  caminho?: string;
  /** Other route prefixes of the same screen family (a data base's page is /data-base/{id}). */
  outrosCaminhos?: readonly string[];
  /** An address outside the SPA's routes, opened in a new tab (the help site). */
  urlExterna?: string;
  /** Entries that act instead of navigating. */
  acao?: AcaoMenu;
  perfis: readonly PerfilUsuario[];
  /** Hidden when the tenant signs in through a cloud directory (azureSignIn = S). */
  ocultaComDiretorioNuvem?: boolean;
  /** Hidden when the user has no other environment to switch to. */
  ocultaSemOutrosAmbientes?: boolean;
  /**
   * false while the screen belongs to a later issue: the entry stays in the table (turning it on
   * is one line) but is never shown, so the menu holds nothing that does nothing.
   */
  disponivel: boolean;
  filhos?: readonly ItemMenu[];
}

export const ITENS_MENU: readonly ItemMenu[] = [
  { chave: 'home', rotulo: 'Home', icone: 'home', caminho: '/home', perfis: TODOS_OS_PERFIS, disponivel: true },
  {
    chave: 'fluxos',
    rotulo: 'Fluxos',
    icone: 'fluxos',
    caminho: '/process',
    perfis: TODOS_OS_PERFIS,
    disponivel: true,
  },
  {
    chave: 'base-dados',
    rotulo: 'Base de dados',
    icone: 'baseDados',
    caminho: '/base-dados',
    outrosCaminhos: ['/data-base'],
    perfis: TODOS_OS_PERFIS,
    disponivel: true,
  },
  {
    chave: 'administracao',
    rotulo: 'Administração',
    icone: 'administracao',
    caminho: '/admin',
    perfis: PERFIS_POR_AREA.administracao,
    disponivel: true,
    filhos: [
      {
        chave: 'planos',
        rotulo: 'Planos',
        icone: 'planos',
        caminho: '/admin/planos',
        perfis: PERFIS_POR_AREA.planos,
        disponivel: false,
      },
      {
        chave: 'ambiente',
        rotulo: 'Ambiente',
        icone: 'ambiente',
        caminho: '/admin/ambiente',
        perfis: PERFIS_POR_AREA.ambiente,
        ocultaComDiretorioNuvem: true,
        disponivel: true,
      },
      {
        chave: 'usuarios',
        rotulo: 'Usuários',
        icone: 'usuarios',
        caminho: '/admin/usuarios',
        perfis: PERFIS_POR_AREA.usuarios,
        disponivel: true,
      },
      {
        chave: 'organograma',
        rotulo: 'Organograma',
        icone: 'organograma',
        caminho: '/admin/organograma',
        perfis: PERFIS_POR_AREA.organograma,
        ocultaComDiretorioNuvem: true,
        disponivel: true,
      },
    ],
  },
  {
    chave: 'relatorios',
    rotulo: 'Relatórios',
    icone: 'relatorios',
    caminho: '/reports',
    perfis: TODOS_OS_PERFIS,
    disponivel: true,
  },
  {
    chave: 'minha-conta',
    rotulo: 'Minha conta',
    icone: 'minhaConta',
    caminho: '/minha-conta',
    perfis: TODOS_OS_PERFIS,
    disponivel: true,
  },
  {
    chave: 'alternar-ambiente',
    rotulo: 'Alternar ambiente',
    icone: 'alternarAmbiente',
    acao: 'alternarAmbiente',
    perfis: TODOS_OS_PERFIS,
    ocultaSemOutrosAmbientes: true,
    disponivel: true,
  },
  {
    chave: 'api-docs',
    rotulo: 'API docs',
    icone: 'apiDocs',
    caminho: '/api-docs',
    perfis: TODOS_OS_PERFIS,
    disponivel: true,
  },
  { chave: 'ajuda', rotulo: 'Ajuda', icone: 'ajuda', urlExterna: URL_AJUDA, perfis: TODOS_OS_PERFIS, disponivel: true },
  { chave: 'sair', rotulo: 'Sair', icone: 'sair', acao: 'sair', perfis: TODOS_OS_PERFIS, disponivel: true },
];
