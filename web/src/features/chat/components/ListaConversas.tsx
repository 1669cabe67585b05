import { PlusOutlined } from '@ant-design/icons';
import type { ConversaChat, RespostaResumoChat } from '@wf/shared/schemas/chat';
import { mensagensChat } from '@wf/shared/schemas/chat';
import { Badge, Button, Empty, Flex, Input, Select, theme, Typography } from 'antd';
import { useState } from 'react';
import { quando } from '../utils/quando';

export interface ListaConversasProps {
  resumo: RespostaResumoChat;
  aberta: string | null;
  onAbrir: (com: string, nome: string) => void;
}

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The conversations (channel first, then newest) with unread counts, a search, and 'Nova conversa'. */
export function ListaConversas({ resumo, aberta, onAbrir }: ListaConversasProps) {
  const { token } = theme.useToken();
  const [busca, setBusca] = useState('');
  const [escolhendo, setEscolhendo] = useState(false);
  const visiveis = resumo.listaMsgsChat.filter((c) => semAcento(c.nome).includes(semAcento(busca)));
  const opcoes = [
    { value: '0', label: mensagensChat.canalPublico },
    ...resumo.listaPessoas.map((p) => ({ value: p.id, label: `${p.nome} (${p.email})` })),
  ];
  const handleEscolher = (id: string) => {
    setEscolhendo(false);
    const nome = id === '0' ? mensagensChat.canalPublico : (resumo.listaPessoas.find((p) => p.id === id)?.nome ?? '');
    onAbrir(id, nome);
  };
  return (
    <Flex vertical gap={8} style={{ minHeight: 0 }}>
      <Input.Search
        placeholder="Buscar conversa"
        aria-label="Buscar conversa"
        allowClear
        value={busca}
        onChange={(e) => setBusca(e.target.value)}
      />
      {escolhendo ? (
        <Select
          autoFocus
          defaultOpen
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Com quem?"
          aria-label="Pessoa da nova conversa"
          options={opcoes}
          onChange={handleEscolher}
          onBlur={() => setEscolhendo(false)}
        />
      ) : (
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEscolhendo(true)}>
          Nova conversa
        </Button>
      )}
      {visiveis.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma conversa encontrada" />
      ) : (
        <ul aria-label="Conversas" style={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto' }}>
          {visiveis.map((c: ConversaChat) => (
            <li key={c.idUsuario}>
              <Button
                type="text"
                block
                onClick={() => onAbrir(c.idUsuario, c.nome)}
                aria-current={aberta === c.idUsuario ? 'true' : undefined}
                aria-label={`${c.nome}${c.countNaoLidas ? `, ${c.countNaoLidas} não lidas` : ''}`}
                style={{
                  height: 'auto',
                  padding: '6px 8px',
                  textAlign: 'left',
                  background: aberta === c.idUsuario ? token.colorPrimaryBg : undefined,
                }}
              >
                <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
                  <Flex vertical style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {c.nome}
                    </Typography.Text>
                    <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                      {c.ultimaMensagem
                        ? `${c.ultimaMensagem.nomeUsuarioRemetente}: ${c.ultimaMensagem.mensagem}`
                        : mensagensChat.semMensagens}
                    </Typography.Text>
                  </Flex>
                  <Flex vertical align="flex-end" gap={2}>
                    {c.ultimaMensagem && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {quando(c.ultimaMensagem.dataHoraRegistro)}
                      </Typography.Text>
                    )}
                    <Badge count={c.countNaoLidas} data-testid={`nao-lidas-${c.idUsuario}`} />
                  </Flex>
                </Flex>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
