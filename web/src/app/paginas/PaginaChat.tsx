import { Flex, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { PainelChat } from '../../features/chat/components/PainelChat';
import { useTituloDocumento } from '../../hooks/useTituloDocumento';

/** /websockets/{id}: the chat of flow {id} on a page of its own (the channel list beside the conversation). */
export function PaginaChat() {
  const { id = '' } = useParams();
  useTituloDocumento('Chat');
  return (
    <Flex vertical gap={12} style={{ height: 'calc(100vh - 140px)' }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ margin: 0 }}>
          Chat do fluxo
        </Typography.Title>
        <Link to={`/process/${encodeURIComponent(id)}`}>Voltar ao fluxo</Link>
      </Flex>
      <div style={{ flex: 1, minHeight: 0 }}>
        <PainelChat idFluxo={id} />
      </div>
    </Flex>
  );
}
