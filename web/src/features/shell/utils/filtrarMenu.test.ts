import type { PerfilUsuario } from '@wf/shared/types/sessao';
import { describe, expect, it } from 'vitest';
import { chavesAbertas, chaveSelecionada, filtrarMenu, type ContextoMenu } from './filtrarMenu';
import { ITENS_MENU, type ItemMenu } from './itensMenu';

/** "Administração > Usuários" style labels, in menu order. */
function rotulos(itens: readonly ItemMenu[], prefixo = ''): string[] {
  return itens.flatMap((item) =>
    item.filhos ? rotulos(item.filhos, `${prefixo}${item.rotulo} > `) : [`${prefixo}${item.rotulo}`],
  );
}

/** The menu as it will be once every screen exists: the whole table of entries and profiles. */
function tudoDisponivel(itens: readonly ItemMenu[]): ItemMenu[] {
  return itens.map((item) => ({
    ...item,
    disponivel: true,
    ...(item.filhos ? { filhos: tudoDisponivel(item.filhos) } : {}),
  }));
}

const contexto = (perfil: PerfilUsuario, parcial: Partial<ContextoMenu> = {}): ContextoMenu => ({
  perfil,
  diretorioNuvem: false,
  semOutrosAmbientes: false,
  ...parcial,
});

const COMUNS_INICIO = ['Home', 'Fluxos', 'Base de dados'];
const COMUNS_FIM = ['Relatórios', 'Minha conta', 'Alternar ambiente', 'API docs', 'Ajuda', 'Sair'];

describe('filtrarMenu over the full menu table', () => {
  const completo = tudoDisponivel(ITENS_MENU);

  it.each(['1', '4', '5'] as const)('shows profile %s only the entries of every profile', (perfil) => {
    expect(rotulos(filtrarMenu(completo, contexto(perfil)))).toEqual([...COMUNS_INICIO, ...COMUNS_FIM]);
  });

  it('shows the environment administrator Ambiente, Usuários and Organograma', () => {
    expect(rotulos(filtrarMenu(completo, contexto('2')))).toEqual([
      ...COMUNS_INICIO,
      'Administração > Ambiente',
      'Administração > Usuários',
      'Administração > Organograma',
      ...COMUNS_FIM,
    ]);
  });

  it('shows the system administrator Planos and Usuários', () => {
    expect(rotulos(filtrarMenu(completo, contexto('3')))).toEqual([
      ...COMUNS_INICIO,
      'Administração > Planos',
      'Administração > Usuários',
      ...COMUNS_FIM,
    ]);
  });

  it('hides Ambiente and Organograma when the tenant signs in through a cloud directory', () => {
    const visiveis = rotulos(filtrarMenu(completo, contexto('2', { diretorioNuvem: true })));
    expect(visiveis).toContain('Administração > Usuários');
    expect(visiveis).not.toContain('Administração > Ambiente');
    expect(visiveis).not.toContain('Administração > Organograma');
  });

  it('hides Alternar ambiente when the user has no other environment', () => {
    const visiveis = rotulos(filtrarMenu(completo, contexto('1', { semOutrosAmbientes: true })));
    expect(visiveis).not.toContain('Alternar ambiente');
    expect(visiveis).toContain('Sair');
  });

  it('hides a parent whose children are all hidden', () => {
    const tabela: ItemMenu[] = [
      {
        chave: 'pai',
        rotulo: 'Pai',
        icone: 'administracao',
        perfis: ['2'],
        disponivel: true,
        filhos: [{ chave: 'filho', rotulo: 'Filho', icone: 'ambiente', perfis: ['3'], disponivel: true }],
      },
    ];
    expect(filtrarMenu(tabela, contexto('2'))).toEqual([]);
  });

  it('hides a parent the profile may not see, even with visible-looking children', () => {
    const visiveis = rotulos(filtrarMenu(completo, contexto('1')));
    expect(visiveis.some((rotulo) => rotulo.startsWith('Administração'))).toBe(false);
  });
});

describe('filtrarMenu over the screens available today', () => {
  it('shows profile 2 Home, Fluxos, Base de dados, Ambiente, Usuários, Organograma, Relatórios, Minha conta, Alternar ambiente, API docs and Sair', () => {
    expect(rotulos(filtrarMenu(ITENS_MENU, contexto('2')))).toEqual([
      'Home',
      'Fluxos',
      'Base de dados',
      'Administração > Ambiente',
      'Administração > Usuários',
      'Administração > Organograma',
      'Relatórios',
      'Minha conta',
      'Alternar ambiente',
      'API docs',
      'Ajuda',
      'Sair',
    ]);
  });

  it('shows profile 3 Home, Fluxos, Base de dados, Usuários, Relatórios, Minha conta, Alternar ambiente, API docs and Sair', () => {
    expect(rotulos(filtrarMenu(ITENS_MENU, contexto('3')))).toEqual([
      'Home',
      'Fluxos',
      'Base de dados',
      'Administração > Usuários',
      'Relatórios',
      'Minha conta',
      'Alternar ambiente',
      'API docs',
      'Ajuda',
      'Sair',
    ]);
  });

  it('shows profile 1 Fluxos, Base de dados, API docs and no administration', () => {
    expect(rotulos(filtrarMenu(ITENS_MENU, contexto('1', { semOutrosAmbientes: true })))).toEqual([
      'Home',
      'Fluxos',
      'Base de dados',
      'Relatórios',
      'Minha conta',
      'API docs',
      'Ajuda',
      'Sair',
    ]);
  });

  it('drops Administração for profile 2 behind a cloud directory only if Usuários went too', () => {
    expect(rotulos(filtrarMenu(ITENS_MENU, contexto('2', { diretorioNuvem: true })))).toContain(
      'Administração > Usuários',
    );
  });

  it('hides Organograma (read-only, from the directory) behind a cloud directory', () => {
    expect(rotulos(filtrarMenu(ITENS_MENU, contexto('2', { diretorioNuvem: true })))).not.toContain(
      'Administração > Organograma',
    );
  });

  it('never shows an entry of a screen still to come', () => {
    const visiveis = rotulos(filtrarMenu(ITENS_MENU, contexto('3')));
    for (const futuro of ['Administração > Planos']) {
      expect(visiveis).not.toContain(futuro);
    }
  });
});

describe('chaveSelecionada and chavesAbertas', () => {
  const menu = filtrarMenu(ITENS_MENU, contexto('2'));

  it('selects the entry of the current route', () => {
    expect(chaveSelecionada(menu, '/admin/usuarios')).toBe('usuarios');
    expect(chaveSelecionada(menu, '/home')).toBe('home');
  });

  it('shows Base de dados and keeps it selected on a data base page', () => {
    expect(rotulos(menu)).toContain('Base de dados');
    expect(chaveSelecionada(menu, '/base-dados')).toBe('base-dados');
    expect(chaveSelecionada(menu, '/data-base/abc')).toBe('base-dados');
  });

  it('keeps Fluxos selected on a flow screen', () => {
    expect(chaveSelecionada(menu, '/process')).toBe('fluxos');
    expect(chaveSelecionada(menu, '/process/abc123')).toBe('fluxos');
  });

  it('selects nothing on a route outside the menu', () => {
    expect(chaveSelecionada(menu, '/termos')).toBeUndefined();
  });

  it('opens the parent of the current entry', () => {
    expect(chavesAbertas(menu, '/admin/ambiente')).toEqual(['administracao']);
    expect(chavesAbertas(menu, '/home')).toEqual([]);
  });
});
