import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { chavesAbertas, chaveSelecionada } from '../utils/filtrarMenu';
import type { AcaoMenu, ItemMenu } from '../utils/itensMenu';
import { ICONES_MENU } from './internal/iconesMenu';

export interface MenuLateralProps {
  /** The entries this user may see (already filtered). */
  itens: readonly ItemMenu[];
  onAcao: (acao: AcaoMenu) => void;
  /** Called after any choice, so the mobile drawer can close. */
  onEscolher?: () => void;
}

type ItensAntd = NonNullable<MenuProps['items']>;

/** Routes are real links (open in a new tab works); the help site opens in a new tab; actions run through onAcao. */
function paraItensAntd(itens: readonly ItemMenu[]): ItensAntd {
  return itens.map((item) => {
    if (item.filhos) {
      return {
        key: item.chave,
        icon: ICONES_MENU[item.icone],
        label: item.rotulo,
        children: paraItensAntd(item.filhos),
      };
    }
    const rotulo = item.urlExterna ? (
      <a href={item.urlExterna} target="_blank" rel="noopener noreferrer">
        {item.rotulo}
        <span className="sr-only"> (abre em nova aba)</span>
      </a>
    ) : item.caminho ? (
      <Link to={item.caminho}>{item.rotulo}</Link>
    ) : (
      item.rotulo
    );
    return { key: item.chave, icon: ICONES_MENU[item.icone], label: rotulo };
  });
}

function acharItem(itens: readonly ItemMenu[], chave: string): ItemMenu | undefined {
  for (const item of itens) {
    if (item.chave === chave) return item;
    const filho = item.filhos && acharItem(item.filhos, chave);
    if (filho) return filho;
  }
  return undefined;
}

export function MenuLateral({ itens, onAcao, onEscolher }: MenuLateralProps) {
  const { pathname } = useLocation();
  const itensAntd = useMemo(() => paraItensAntd(itens), [itens]);
  const selecionada = chaveSelecionada(itens, pathname);

  const handleClique: MenuProps['onClick'] = ({ key }) => {
    const acao = acharItem(itens, key)?.acao;
    if (acao) onAcao(acao);
    onEscolher?.();
  };

  return (
    <nav aria-label="Menu principal">
      <Menu
        mode="inline"
        items={itensAntd}
        selectedKeys={selecionada ? [selecionada] : []}
        defaultOpenKeys={chavesAbertas(itens, pathname)}
        onClick={handleClique}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
