import {
  ArrowLeftOutlined,
  DatabaseOutlined,
  EllipsisOutlined,
  HistoryOutlined,
  TagOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { FluxoComEtapas } from '@wf/shared/types/fluxo';
import { Button, Dropdown, Flex, Tooltip, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGatilhoDeMenu } from '../../../hooks/useGatilhoDeMenu';
import { useTelaPequena } from '../../../hooks/useTelaPequena';
import { AtividadesDrawer } from './internal/AtividadesDrawer';
import { EtiquetasDrawer } from './internal/EtiquetasDrawer';
import { SeloIconeFluxo } from './internal/SeloIconeFluxo';
import { TituloFluxo } from './internal/TituloFluxo';

export interface CabecalhoFluxoProps {
  dados: FluxoComEtapas;
  /** Opens the rules modal (features/regras, mounted by the page); offered only to who may edit flow elements. */
  onAbrirRegras?: () => void;
}

type PainelCabecalho = 'etiquetas' | 'atividades';

/**
 * The flow screen's header: icon and title (renamed in place by the owner), the
 * header menu (Regras, Etiquetas, Base de dados) and the activities.
 */
export function CabecalhoFluxo({ dados, onAbrirRegras }: CabecalhoFluxoProps) {
  const { Fluxo: fluxo, permiteEditarElementosFluxo } = dados;
  const telaPequena = useTelaPequena();
  const [painel, setPainel] = useState<PainelCabecalho | null>(null);
  const navigate = useNavigate();
  const { gatilho, handleAbertura } = useGatilhoDeMenu();

  const itensMenu: MenuProps['items'] = [
    ...(permiteEditarElementosFluxo && onAbrirRegras
      ? [{ key: 'regras', icon: <ThunderboltOutlined aria-hidden />, label: 'Regras' }]
      : []),
    { key: 'etiquetas', icon: <TagOutlined aria-hidden />, label: 'Etiquetas' },
    { key: 'base-dados', icon: <DatabaseOutlined aria-hidden />, label: 'Base de dados' },
    ...(telaPequena ? [{ key: 'atividades', icon: <HistoryOutlined aria-hidden />, label: 'Atividades' }] : []),
  ];

  const handleMenu: MenuProps['onClick'] = ({ key, domEvent }) => {
    // Focus on the button before the dialog or drawer opens, so it gives focus back there; Enter
    // must not go on to that button and open the menu again.
    domEvent.preventDefault();
    gatilho.current?.focus();
    if (key === 'regras') onAbrirRegras?.();
    else if (key === 'base-dados') void navigate('/base-dados');
    else setPainel(key as PainelCabecalho);
  };
  const handleAtividades = () => setPainel('atividades');
  const handleFechar = () => setPainel(null);
  const handleVoltar = () => navigate('/process');

  return (
    <Flex align="center" gap={telaPequena ? 8 : 12} component="header">
      <Tooltip title="Voltar para os fluxos">
        <Button
          type="text"
          icon={<ArrowLeftOutlined aria-hidden />}
          aria-label="Voltar para os fluxos"
          onClick={handleVoltar}
        />
      </Tooltip>
      {!telaPequena && <SeloIconeFluxo icone={fluxo.icone} />}
      <TituloFluxo idFluxo={fluxo.id} descricao={fluxo.descricao} editavel={fluxo.ehDono} />
      {!telaPequena && (
        <Button icon={<HistoryOutlined aria-hidden />} onClick={handleAtividades}>
          Atividades
        </Button>
      )}
      <Dropdown
        menu={{ items: itensMenu, onClick: handleMenu }}
        trigger={['click']}
        placement="bottomRight"
        autoFocus
        onOpenChange={handleAbertura}
      >
        <Button ref={gatilho} icon={<EllipsisOutlined aria-hidden />} aria-label="Mais opções do fluxo" />
      </Dropdown>
      <EtiquetasDrawer
        idFluxo={fluxo.id}
        aberto={painel === 'etiquetas'}
        podeEditar={permiteEditarElementosFluxo}
        telaPequena={telaPequena}
        onFechar={handleFechar}
      />
      <AtividadesDrawer
        idFluxo={fluxo.id}
        aberto={painel === 'atividades'}
        telaPequena={telaPequena}
        onFechar={handleFechar}
      />
    </Flex>
  );
}
