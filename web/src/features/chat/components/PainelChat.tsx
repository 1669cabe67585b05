import { salaChatPublica } from '@wf/shared/realtime';
import { mensagensChat } from '@wf/shared/schemas/chat';
import { Alert, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useSessaoAtual } from '../../../hooks/useSessao';
import { useSigla } from '../../../hooks/useSigla';
import { useSala } from '../../../lib/tempoReal/contexto';
import { useResumoChat } from '../api/chat';
import { ConversaChat } from './ConversaChat';
import { ListaConversas } from './ListaConversas';

export interface PainelChatProps {
  idFluxo: string;
  /** Narrow (the flow page's drawer): the list or one conversation; wide (the chat page): both side by side. */
  compacto?: boolean;
}

/** The flow's chat: conversations and the open one; the public channel's room is heard meanwhile. */
export function PainelChat({ idFluxo, compacto = false }: PainelChatProps) {
  const sigla = useSigla();
  const eu = useSessaoAtual().usuario.id;
  useSala(salaChatPublica(sigla, idFluxo));
  const resumo = useResumoChat(idFluxo);
  const [aberta, setAberta] = useState<{ com: string; nome: string } | null>(
    compacto ? null : { com: '0', nome: mensagensChat.canalPublico },
  );
  if (resumo.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!resumo.data) return <Alert type="error" showIcon title="Não foi possível carregar o chat." />;

  const lista = (
    <ListaConversas
      resumo={resumo.data}
      aberta={aberta?.com ?? null}
      onAbrir={(com, nome) => setAberta({ com, nome })}
    />
  );
  const conversa = aberta && (
    <ConversaChat
      key={aberta.com}
      idFluxo={idFluxo}
      eu={eu}
      com={aberta.com}
      nome={aberta.nome}
      onVoltar={compacto ? () => setAberta(null) : undefined}
    />
  );
  if (compacto) return <div style={{ height: '100%' }}>{conversa ?? lista}</div>;
  return (
    <Flex gap={16} style={{ height: '100%', minHeight: 0 }}>
      <div style={{ width: 300, flexShrink: 0, overflowY: 'auto' }}>{lista}</div>
      <div style={{ flex: 1, minWidth: 0 }}>{conversa}</div>
    </Flex>
  );
}
