import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { salaChatPublica } from '@wf/shared/realtime';
import { Badge, Button, Drawer } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { CarregandoPagina } from '../../../components/CarregandoPagina';
import { useSigla } from '../../../hooks/useSigla';
import { useTelaPequena } from '../../../hooks/useTelaPequena';
import { useSala } from '../../../lib/tempoReal/contexto';
import { resumoChatQueryOptions } from '../api/chat';

// The chat's screens load when the drawer first opens, not with the board.
const PainelChat = lazy(async () => ({ default: (await import('./PainelChat')).PainelChat }));

export interface BotaoChatProps {
  idFluxo: string;
}

/** The flow page's floating 'Chat' button with the unread total, opening the chat drawer. */
export function BotaoChat({ idFluxo }: BotaoChatProps) {
  const [aberto, setAberto] = useState(false);
  const telaPequena = useTelaPequena();
  const sigla = useSigla();
  // The channel's room keeps the badge live; direct messages reach this tab through its notification room.
  useSala(salaChatPublica(sigla, idFluxo));
  const resumo = useQuery(resumoChatQueryOptions(idFluxo));
  const naoLidas = resumo.data?.listaMsgsChat.reduce((t, c) => t + c.countNaoLidas, 0) ?? 0;
  return (
    <>
      <Badge count={naoLidas} offset={[-8, 4]}>
        <Button
          shape="round"
          size="large"
          icon={<MessageOutlined aria-hidden />}
          onClick={() => setAberto(true)}
          aria-label={naoLidas ? `Chat, ${naoLidas} mensagens não lidas` : 'Chat'}
        >
          Chat
        </Button>
      </Badge>
      <Drawer title="Chat do fluxo" open={aberto} onClose={() => setAberto(false)} size={telaPequena ? '100%' : 420}>
        {aberto && (
          <Suspense fallback={<CarregandoPagina />}>
            <PainelChat idFluxo={idFluxo} compacto />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
