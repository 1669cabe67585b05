import {
  ArrowRightOutlined,
  BarChartOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  EllipsisOutlined,
  GlobalOutlined,
  InboxOutlined,
  NodeIndexOutlined,
  StarFilled,
  StarOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import type { FluxoResumo } from '@wf/shared/types/fluxo';
import { Button, Card, Dropdown, Flex, theme, Tooltip, Typography, type MenuProps } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AvatarUsuario } from '../../../../components/AvatarUsuario';
import { useGatilhoDeMenu } from '../../../../hooks/useGatilhoDeMenu';
import { formatarData } from '../../../../lib/datas';
import { ContagensFluxo } from './ContagensFluxo';
import { SeloIconeFluxo } from './SeloIconeFluxo';

/** What the per-flow menu can ask the list to do. */
export type AcaoFluxo = 'editar' | 'duplicar' | 'linkPublico' | 'verFluxo' | 'verMetricas' | 'arquivar' | 'excluir';

export interface CartaoFluxoProps {
  fluxo: FluxoResumo;
  /** The session user owns the flow: only he edits, duplicates, publishes, archives or deletes it. */
  ehDono: boolean;
  onAlternarFavorito: (fluxo: FluxoResumo) => void;
  onAcao: (acao: AcaoFluxo, fluxo: FluxoResumo) => void;
}

const COR_FAVORITO = '#fadb14';

/** One flow of /process. */
export function CartaoFluxo({ fluxo, ehDono, onAlternarFavorito, onAcao }: CartaoFluxoProps) {
  const { token } = theme.useToken();
  const idTitulo = useId();
  const favorito = fluxo.fluxoFavorito === 'S';
  const arquivado = fluxo.arquivado === 'S';
  const { gatilho, handleAbertura } = useGatilhoDeMenu();

  const itensDono: MenuProps['items'] = ehDono
    ? [
        { key: 'editar', icon: <EditOutlined aria-hidden />, label: 'Editar dados' },
        { key: 'duplicar', icon: <CopyOutlined aria-hidden />, label: 'Duplicar fluxo' },
        { key: 'linkPublico', icon: <GlobalOutlined aria-hidden />, label: 'Link público' },
      ]
    : [];
  const itensMenu: MenuProps['items'] = [
    ...itensDono,
    { key: 'verFluxo', icon: <NodeIndexOutlined aria-hidden />, label: 'Ver/editar fluxo' },
    { key: 'verMetricas', icon: <BarChartOutlined aria-hidden />, label: 'Ver métricas' },
    ...(ehDono
      ? [
          arquivado
            ? { key: 'arquivar', icon: <UndoOutlined aria-hidden />, label: 'Desarquivar' }
            : { key: 'arquivar', icon: <InboxOutlined aria-hidden />, label: 'Arquivar' },
          { type: 'divider' as const },
          { key: 'excluir', icon: <DeleteOutlined aria-hidden />, label: 'Excluir fluxo', danger: true },
        ]
      : []),
  ];

  const handleMenu: MenuProps['onClick'] = ({ key, domEvent }) => {
    // The dialog a choice opens gives focus back to the button; 'verFluxo' and 'verMetricas' leave
    // the screen, whose h1 takes focus. Enter must not go on to the button and open the menu again.
    domEvent.preventDefault();
    if (key !== 'verFluxo' && key !== 'verMetricas') gatilho.current?.focus();
    onAcao(key as AcaoFluxo, fluxo);
  };
  const handleFavorito = () => onAlternarFavorito(fluxo);

  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: '100%', padding: 16 } }}
      aria-labelledby={idTitulo}
      role="group"
    >
      <Flex align="flex-start" gap={12}>
        <SeloIconeFluxo icone={fluxo.icone} />
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title
            level={3}
            id={idTitulo}
            style={{ margin: 0, fontSize: 16, lineHeight: '22px' }}
            ellipsis={{ tooltip: fluxo.descricao }}
          >
            {fluxo.descricao}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Alterado em {formatarData(fluxo.dataHoraAlteracao)}
          </Typography.Text>
        </Flex>
        <Tooltip title={favorito ? 'Remover dos favoritos' : 'Adicionar aos favoritos'}>
          <Button
            type="text"
            aria-label="Favorito"
            aria-pressed={favorito}
            icon={
              favorito ? (
                <StarFilled style={{ color: COR_FAVORITO }} aria-hidden />
              ) : (
                <StarOutlined style={{ color: token.colorTextTertiary }} aria-hidden />
              )
            }
            onClick={handleFavorito}
          />
        </Tooltip>
        <Dropdown
          menu={{ items: itensMenu, onClick: handleMenu }}
          trigger={['click']}
          placement="bottomRight"
          autoFocus
          onOpenChange={handleAbertura}
        >
          <Button
            ref={gatilho}
            type="text"
            icon={<EllipsisOutlined aria-hidden />}
            aria-label={`Ações do fluxo ${fluxo.descricao}`}
          />
        </Dropdown>
      </Flex>
      <Typography.Paragraph
        type="secondary"
        ellipsis={{ rows: 2, tooltip: fluxo.detalhes }}
        style={{ margin: 0, minHeight: 44 }}
      >
        {fluxo.detalhes}
      </Typography.Paragraph>
      <ContagensFluxo fluxo={fluxo} />
      <Flex align="center" justify="space-between" gap={8} style={{ marginTop: 'auto' }}>
        <Tooltip title={`Dono: ${fluxo.Usuario.nome}`}>
          <span>
            <AvatarUsuario
              nome={fluxo.Usuario.nome}
              iniciais={fluxo.Usuario.iniciais}
              cor={fluxo.Usuario.cor}
              foto={fluxo.Usuario.imgFoto}
              tamanho={28}
            />
          </span>
        </Tooltip>
        <Link to={`/process/${encodeURIComponent(fluxo.id)}`} aria-label={`Ir para o quadro de ${fluxo.descricao}`}>
          Ir para o quadro <ArrowRightOutlined aria-hidden />
        </Link>
      </Flex>
    </Card>
  );
}
