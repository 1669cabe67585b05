import { BellOutlined, CheckOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Spin, Tooltip, Typography, theme } from 'antd';
import type { Notificacao } from '@wf/shared/types/notificacao';
import { mensagensNotificacao } from '@wf/shared/constants/notificacoes';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContagemNaoLidas, useMarcarLidas, useNotificacoes } from '../api/notificacoes';
import { quandoNotificacao } from '../utils/quandoNotificacao';
import { caminhoCard } from '../../../lib/caminhos';

const caminhoDoCard = (n: Notificacao): string => caminhoCard(n.Fluxo.id, n.Instancia.id);

interface ItemProps {
  n: Notificacao;
  onAbrir: (n: Notificacao) => void;
  onMarcarCard: (idInstancia: string) => void;
}

/** One notification: the whole line opens its card (and marks it read); the check marks the card's read. */
function ItemNotificacao({ n, onAbrir, onMarcarCard }: ItemProps) {
  const { token } = theme.useToken();
  const naoLida = n.msgLida === 'N';
  return (
    <li
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 4,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: naoLida ? token.colorPrimaryBg : undefined,
      }}
    >
      <button
        type="button"
        onClick={() => onAbrir(n)}
        data-testid="notificacao"
        aria-label={`${naoLida ? 'Não lida: ' : ''}${n.titulo}. ${n.mensagem}`}
        style={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          padding: '8px 12px',
          border: 'none',
          background: 'transparent',
          color: token.colorText,
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <Flex justify="space-between" gap={8}>
          <Typography.Text strong={naoLida} ellipsis>
            {n.titulo}
          </Typography.Text>
          <Typography.Text
            type="secondary"
            style={{ fontSize: 12, whiteSpace: 'nowrap' }}
            title={n.dataHoraRegistroAmigavel}
          >
            {quandoNotificacao(n.dataHoraRegistro)}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }} ellipsis={{ rows: 2 }}>
          {n.mensagem}
        </Typography.Paragraph>
      </button>
      {naoLida && (
        <Tooltip title="Marcar as notificações deste card como lidas">
          <Button
            type="text"
            size="small"
            icon={<CheckOutlined />}
            aria-label="Marcar as notificações deste card como lidas"
            onClick={() => onMarcarCard(n.Instancia.id)}
            style={{ marginTop: 8, marginRight: 4 }}
          />
        </Tooltip>
      )}
    </li>
  );
}

/**
 * The header's bell: the unread count as a badge, kept live by the
 * server's notificacaoCriada event on the person's own room (lib/tempoReal/eventosNoCache.ts);
 * the popover lists the notifications newest first, opens a card and marks one, a card's or all read.
 */
export function SinoNotificacoes() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [aberto, setAberto] = useState(false);
  const botao = useRef<HTMLButtonElement>(null);
  const { data: naoLidas = 0 } = useContagemNaoLidas();
  const lista = useNotificacoes(aberto);
  const marcar = useMarcarLidas();
  const notificacoes = lista.data?.pages.flatMap((p) => p.listaNotificacoes) ?? [];

  const fechar = () => {
    setAberto(false);
    botao.current?.focus();
  };
  const abrir = (n: Notificacao) => {
    if (n.msgLida === 'N') marcar.mutate({ tipo: 'uma', id: n.id });
    setAberto(false);
    void navigate(caminhoDoCard(n));
  };
  const aoTeclar = (e: KeyboardEvent) => {
    if (e.key === 'Escape') fechar();
  };

  const conteudo = (
    <div
      style={{ width: 360, maxWidth: 'calc(100vw - 32px)' }}
      onKeyDown={aoTeclar}
      role="dialog"
      aria-label="Notificações"
    >
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Typography.Text strong>Notificações</Typography.Text>
        <Button type="link" size="small" disabled={naoLidas === 0} onClick={() => marcar.mutate({ tipo: 'todas' })}>
          Marcar todas como lidas
        </Button>
      </Flex>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {lista.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : notificacoes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={mensagensNotificacao.nenhuma} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notificacoes.map((n) => (
              <ItemNotificacao
                key={n.id}
                n={n}
                onAbrir={abrir}
                onMarcarCard={(idInstancia) => marcar.mutate({ tipo: 'card', idInstancia })}
              />
            ))}
          </ul>
        )}
        {lista.hasNextPage && (
          <Flex justify="center" style={{ padding: 8 }}>
            <Button size="small" loading={lista.isFetchingNextPage} onClick={() => void lista.fetchNextPage()}>
              Carregar mais
            </Button>
          </Flex>
        )}
      </div>
    </div>
  );

  return (
    <Popover
      content={conteudo}
      trigger="click"
      placement="bottomRight"
      open={aberto}
      onOpenChange={setAberto}
      styles={{ container: { padding: 0 } }}
    >
      <Badge count={naoLidas} overflowCount={99} size="small" offset={[-6, 6]}>
        <Button
          ref={botao}
          type="text"
          size="large"
          shape="circle"
          icon={<BellOutlined />}
          aria-haspopup="dialog"
          aria-expanded={aberto}
          aria-label={
            naoLidas > 0 ? `Notificações: ${naoLidas} não ${naoLidas === 1 ? 'lida' : 'lidas'}` : 'Notificações'
          }
          data-testid="sino-notificacoes"
        />
      </Badge>
    </Popover>
  );
}
