import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoProduto } from './LogoProduto';

export interface PaginaPublicaProps {
  /** The width of the page's card. */
  larguraMaxima: number;
  /** Shows "Voltar": the previous screen, or /home when the page was opened on its own. */
  comVoltar?: boolean;
  children: ReactNode;
}

/** The frame of a public page (no login, no menu): the product's logo above a card. */
export function PaginaPublica({ larguraMaxima, comVoltar = false, children }: PaginaPublicaProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();

  // Opened directly (a new tab) there is no previous screen: /home leads to the login if needed.
  const handleVoltar = () => {
    const indiceHistorico = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (indiceHistorico > 0) navigate(-1);
    else navigate('/home');
  };

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', background: token.colorBgLayout, padding: '24px 16px' }}>
      <main style={{ width: '100%', maxWidth: larguraMaxima }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <LogoProduto tamanho={32} />
          {comVoltar && (
            <Button icon={<ArrowLeftOutlined />} onClick={handleVoltar}>
              Voltar
            </Button>
          )}
        </Flex>
        <Card>{children}</Card>
      </main>
    </Flex>
  );
}
