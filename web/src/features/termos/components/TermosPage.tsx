import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, theme, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { LogoProduto } from '../../../components/LogoProduto';
import { TermosDeUsoTexto } from '../../../components/termos/TermosDeUsoTexto';
import { TITULO_TERMOS } from '../../../components/termos/textoTermosDeUso';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';

/** /termos: the full terms page, public. */
export function TermosPage() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  useTituloDocumento('Termos de uso');

  // Opened directly (a new tab) there is no previous screen: /home leads to the login if needed.
  const handleVoltar = () => {
    const indiceHistorico = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (indiceHistorico > 0) navigate(-1);
    else navigate('/home');
  };

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', background: token.colorBgLayout, padding: '24px 16px' }}>
      <main style={{ width: '100%', maxWidth: 860 }}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <LogoProduto tamanho={32} />
          <Button icon={<ArrowLeftOutlined />} onClick={handleVoltar}>
            Voltar
          </Button>
        </Flex>
        <Card>
          <Typography.Title level={1} style={{ fontSize: 28 }}>
            {TITULO_TERMOS}
          </Typography.Title>
          <TermosDeUsoTexto />
        </Card>
      </main>
    </Flex>
  );
}
