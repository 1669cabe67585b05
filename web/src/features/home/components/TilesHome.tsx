import { Card, Col, Row, Statistic, Typography, theme } from 'antd';
import type { TileHome } from '@wf/shared/constants/home';
import type { ResumoHome } from '@wf/shared/types/home';

export const TITULOS_TILES: Record<Exclude<TileHome, '5'>, string> = {
  '1': 'Todos os cards',
  '2': 'Sob minha responsabilidade',
  '3': 'Em acompanhamento',
  '4': 'Próximos a vencer',
};

/** How many cards the list under a tile holds (its pagination's total). */
export const totalDoTile = (r: ResumoHome, tile: TileHome): number =>
  ({
    '1': r.totalCards,
    '2': r.totalSobResponsabilidade,
    '3': r.totalEmAcompanhamento,
    '4': r.totalProximoVencer,
    '5': r.totalEmAtraso,
  })[tile];

/** The default tile: 2 when the person is responsible for any card, else 1. */
export const tilePadrao = (r: ResumoHome): TileHome => (r.totalSobResponsabilidade > 0 ? '2' : '1');

interface Props {
  resumo: ResumoHome;
  selecionado: TileHome;
  onSelecionar: (tile: TileHome) => void;
}

/** Tiles 1-4: each shows its total and, when pressed, the list below shows its cards. */
export function TilesHome({ resumo, selecionado, onSelecionar }: Props) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]} role="group" aria-label="Resumo dos seus cards">
      {(Object.keys(TITULOS_TILES) as Array<keyof typeof TITULOS_TILES>).map((tile) => {
        const ativo = tile === selecionado;
        return (
          <Col key={tile} xs={12} lg={6}>
            <Card
              hoverable
              role="button"
              tabIndex={0}
              aria-pressed={ativo}
              data-testid={`tile-${tile}`}
              onClick={() => onSelecionar(tile)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onSelecionar(tile);
                }
              }}
              style={{ borderColor: ativo ? token.colorPrimary : undefined, borderWidth: ativo ? 2 : 1 }}
            >
              <Statistic title={TITULOS_TILES[tile]} value={totalDoTile(resumo, tile)} />
              {tile === '4' && (
                <Typography.Text type={resumo.totalEmAtraso > 0 ? 'danger' : 'secondary'} data-testid="total-em-atraso">
                  {resumo.totalEmAtraso} em atraso
                </Typography.Text>
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
