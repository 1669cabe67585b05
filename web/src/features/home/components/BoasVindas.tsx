import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { ComoFunciona } from './ComoFunciona';
import { PrimeirosPassos } from './PrimeirosPassos';
import { SeuAmbiente } from './SeuAmbiente';

/**
 * The welcome screen, only while the person's flows hold no card. 'Construir novo fluxo' opens
 * the flow list with its create dialog; 'Criar primeiro card' opens the flow list (a card lives
 * in a flow: the person picks one, and its page's floating button creates the card).
 */
export function BoasVindas() {
  const { usuario, cliente } = useSessaoAtual();
  const navigate = useNavigate();
  return (
    <div data-testid="boas-vindas">
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 720 }}>
        Boas-vindas ao Workflow. Aqui os processos da sua equipe viram fluxos de etapas, e cada solicitação é um card
        que avança até a conclusão.
      </Typography.Paragraph>
      <Button
        type="primary"
        size="large"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => navigate('/process?novo=1')}
        style={{ marginBottom: 24 }}
      >
        Construir novo fluxo
      </Button>{' '}
      <Button size="large" onClick={() => navigate('/process')} style={{ marginBottom: 24 }}>
        Criar primeiro card
      </Button>
      <Row gutter={[24, 24]}>
        <Col span={24}>
          <ComoFunciona />
        </Col>
        <Col xs={24} lg={12}>
          <PrimeirosPassos perfil={usuario.perfilUsuario} diretorioNuvem={cliente.azureSignIn === 'S'} />
        </Col>
        <Col xs={24} lg={12}>
          <SeuAmbiente usuario={usuario} cliente={cliente} />
        </Col>
      </Row>
    </div>
  );
}
