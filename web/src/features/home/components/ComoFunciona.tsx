import { ApartmentOutlined, RocketOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Passo {
  icone: ReactNode;
  titulo: string;
  texto: string;
}

const PASSOS: readonly Passo[] = [
  {
    icone: <ApartmentOutlined />,
    titulo: 'Desenhe o fluxo',
    texto: 'Defina as etapas do processo, os campos que cada uma pede e as ligações entre elas.',
  },
  {
    icone: <RocketOutlined />,
    titulo: 'Mova os cards',
    texto: 'Cada solicitação vira um card com responsáveis, prazos, anexos e comentários.',
  },
  {
    icone: <ThunderboltOutlined />,
    titulo: 'Automatize e acompanhe',
    texto: 'Regras executam tarefas sozinhas e todos veem as mudanças em tempo real.',
  },
];

/** The product in three steps, for someone who has no flow yet. */
export function ComoFunciona() {
  const { token } = theme.useToken();
  return (
    <Card title="Como funciona">
      <Row gutter={[16, 16]}>
        {PASSOS.map((passo, indice) => (
          <Col xs={24} md={8} key={passo.titulo}>
            <Flex vertical gap={8}>
              <Flex
                align="center"
                justify="center"
                style={{
                  width: 44,
                  height: 44,
                  borderRadius: 12,
                  fontSize: 22,
                  color: token.colorPrimary,
                  background: token.colorPrimaryBg,
                }}
                aria-hidden
              >
                {passo.icone}
              </Flex>
              <Typography.Text strong>
                {indice + 1}. {passo.titulo}
              </Typography.Text>
              <Typography.Text type="secondary">{passo.texto}</Typography.Text>
            </Flex>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
