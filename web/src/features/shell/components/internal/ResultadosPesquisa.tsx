import { Empty, Flex, Tag, Typography, theme } from 'antd';
import { mensagensPesquisa } from '@wf/shared/schemas/pesquisa';
import type { ResultadoPesquisaCard } from '@wf/shared/types/instancia';
import { caminhoCard } from '../../../../lib/caminhos';

export const caminhoDoResultado = (c: ResultadoPesquisaCard): string => caminhoCard(c.Etapa.Fluxo.id, c.id);

export interface ResultadosPesquisaProps {
  resultados: ResultadoPesquisaCard[];
  maisResultados: boolean;
  onAbrir: (c: ResultadoPesquisaCard) => void;
}

/** Found cards: title, author, stage and flow, and 'Vencido' when the due date is past; each opens its card. */
export function ResultadosPesquisa({ resultados, maisResultados, onAbrir }: ResultadosPesquisaProps) {
  const { token } = theme.useToken();
  if (resultados.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={mensagensPesquisa.semResultados} />;
  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Cards encontrados">
        {resultados.map((c) => (
          <li key={c.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            <button
              type="button"
              data-testid="resultado-pesquisa"
              onClick={() => onAbrir(c)}
              style={{
                width: '100%',
                textAlign: 'left',
                padding: '8px 12px',
                border: 'none',
                background: 'transparent',
                color: token.colorText,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              <Flex justify="space-between" gap={8} align="center">
                <Typography.Text strong ellipsis>
                  {c.descricao}
                </Typography.Text>
                {c.vencido === 'S' && <Tag color="error">Vencido</Tag>}
              </Flex>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} ellipsis>
                {c.nomeAutor ?? c.emailAutor}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} ellipsis>
                {c.Etapa.descricao} · {c.Etapa.Fluxo.descricao}
              </Typography.Text>
            </button>
          </li>
        ))}
      </ul>
      {maisResultados && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, padding: '8px 12px', fontSize: 12 }}>
          Há mais cards com esse texto: refine a pesquisa.
        </Typography.Paragraph>
      )}
    </>
  );
}
