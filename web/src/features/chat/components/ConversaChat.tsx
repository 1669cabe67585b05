import { ArrowLeftOutlined, DownloadOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { LIMITES_CHAT, mensagensChat, type MsgChat } from '@wf/shared/schemas/chat';
import { salaChatDireta } from '@wf/shared/realtime';
import { Button, Empty, Flex, Input, Spin, Tag, theme, Typography } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { useSigla } from '../../../hooks/useSigla';
import { mensagemDoErro } from '../../../lib/api';
import { useSala } from '../../../lib/tempoReal/contexto';
import { toast } from '../../../lib/toast';
import { urlDoAnexoChat, useEnviarMensagem, useMarcarComoLida, useMensagensChat } from '../api/chat';
import { quando } from '../utils/quando';

export interface ConversaChatProps {
  idFluxo: string;
  eu: string;
  /** '0' (the public channel) or the other person's id. */
  com: string;
  nome: string;
  onVoltar?: () => void;
}

async function baixar(id: string) {
  try {
    const { url } = await urlDoAnexoChat(id);
    window.location.assign(url);
  } catch (e) {
    toast.erro(mensagemDoErro(e));
  }
}

function Mensagem({ m, minha }: { m: MsgChat; minha: boolean }) {
  const { token } = theme.useToken();
  return (
    <li style={{ alignSelf: minha ? 'flex-end' : 'flex-start', maxWidth: '85%', listStyle: 'none' }}>
      <div
        style={{
          background: minha ? token.colorPrimaryBg : token.colorFillTertiary,
          borderRadius: token.borderRadiusLG,
          padding: '6px 10px',
        }}
      >
        <Flex gap={8} justify="space-between">
          <Typography.Text strong>{m.nomeUsuarioRemetente}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={m.dataHoraRegistro}>{quando(m.dataHoraRegistro)}</time>
          </Typography.Text>
        </Flex>
        {m.mensagem && <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.mensagem}</div>}
        {m.listaMsgChatAnexos.map((a) => (
          <Button
            key={a.id}
            size="small"
            type="link"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => void baixar(a.id)}
          >
            {a.nomeAnexo}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * One conversation: its messages oldest to newest (pages of 10 load when scrolled to the top),
 * read when opened and as new messages arrive, and the box: Enter sends, Shift+Enter breaks a
 * line, files under 5 MB attach.
 */
export function ConversaChat({ idFluxo, eu, com, nome, onVoltar }: ConversaChatProps) {
  const sigla = useSigla();
  // A direct conversation's room: this tab's other participants' messages arrive live.
  useSala(com === '0' ? null : salaChatDireta(sigla, idFluxo, eu, com));
  const consulta = useMensagensChat(idFluxo, eu, com);
  const marcar = useMarcarComoLida(idFluxo);
  const enviar = useEnviarMensagem(idFluxo);
  const [texto, setTexto] = useState('');
  const [arquivos, setArquivos] = useState<File[]>([]);
  const lista = useRef<HTMLDivElement>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const alturaAntes = useRef<number | null>(null);

  const mensagens = (consulta.data?.pages.flatMap((p) => p.listaMsgsChat) ?? []).slice().reverse();
  const ultima = mensagens.at(-1)?.id;

  // Opening the conversation, and each new message while it is open, marks it read.
  const { mutate: marcarLida } = marcar;
  useEffect(() => {
    if (consulta.isSuccess) marcarLida(com);
  }, [com, ultima, consulta.isSuccess, marcarLida]);

  // Newest at the bottom: a new message scrolls down; an older page keeps the reader's place.
  useLayoutEffect(() => {
    const el = lista.current;
    if (!el) return;
    if (alturaAntes.current !== null) {
      el.scrollTop = el.scrollHeight - alturaAntes.current;
      alturaAntes.current = null;
    } else el.scrollTop = el.scrollHeight;
  }, [mensagens.length, ultima]);

  const handleScroll = (e: UIEvent<HTMLDivElement>) => {
    if (e.currentTarget.scrollTop < 40 && consulta.hasNextPage && !consulta.isFetchingNextPage) {
      alturaAntes.current = e.currentTarget.scrollHeight;
      void consulta.fetchNextPage();
    }
  };

  const handleEnviar = () => {
    if (!texto.trim() && arquivos.length === 0) return;
    enviar.mutate(
      { com, mensagem: texto, arquivos },
      {
        onSuccess: () => {
          setTexto('');
          setArquivos([]);
        },
        onError: (e) => toast.erro(mensagemDoErro(e)),
      },
    );
  };
  const handleTecla = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      handleEnviar();
    }
  };
  const handleArquivos = (lista: FileList | null) => {
    const escolhidos = [...(lista ?? [])];
    if (escolhidos.some((a) => a.size > LIMITES_CHAT.anexoBytes)) toast.erro(mensagensChat.anexoGrande);
    setArquivos((atuais) =>
      [...atuais, ...escolhidos.filter((a) => a.size <= LIMITES_CHAT.anexoBytes)].slice(
        0,
        LIMITES_CHAT.anexosPorMensagem,
      ),
    );
    if (entrada.current) entrada.current.value = '';
  };

  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} aria-label={`Conversa: ${nome}`} role="region">
      <Flex align="center" gap={8} style={{ paddingBottom: 8 }}>
        {onVoltar && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined aria-hidden />}
            aria-label="Voltar às conversas"
            onClick={onVoltar}
          />
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {nome}
        </Typography.Title>
      </Flex>
      <div
        ref={lista}
        onScroll={handleScroll}
        style={{ flex: 1, overflowY: 'auto', minHeight: 120 }}
        tabIndex={0}
        aria-label="Mensagens"
      >
        {consulta.isFetchingNextPage && <Spin size="small" style={{ display: 'block', margin: 8 }} />}
        {consulta.isPending ? (
          <Spin style={{ display: 'block', margin: 24 }} />
        ) : mensagens.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={mensagensChat.semMensagens} />
        ) : (
          <Flex vertical gap={8} component="ul" style={{ margin: 0, padding: 4 }} aria-live="polite">
            {mensagens.map((m) => (
              <Mensagem key={m.id} m={m} minha={m.idUsuarioRemetente === eu} />
            ))}
          </Flex>
        )}
      </div>
      {arquivos.length > 0 && (
        <Flex wrap gap={4} style={{ paddingTop: 8 }}>
          {arquivos.map((a, i) => (
            <Tag
              key={`${a.name}-${i}`}
              closable
              onClose={() => setArquivos((atuais) => atuais.filter((_, j) => j !== i))}
            >
              {a.name}
            </Tag>
          ))}
        </Flex>
      )}
      <Flex gap={8} align="flex-end" style={{ paddingTop: 8 }}>
        <input
          ref={entrada}
          type="file"
          multiple
          hidden
          onChange={(e) => handleArquivos(e.target.files)}
          aria-label="Arquivos da mensagem"
        />
        <Button
          icon={<PaperClipOutlined aria-hidden />}
          aria-label="Anexar arquivo"
          onClick={() => entrada.current?.click()}
        />
        <Input.TextArea
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={handleTecla}
          autoSize={{ minRows: 1, maxRows: 3 }}
          maxLength={LIMITES_CHAT.mensagemCaracteres}
          placeholder="Digite uma mensagem"
          aria-label="Mensagem"
        />
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden />}
          aria-label="Enviar"
          loading={enviar.isPending}
          onClick={handleEnviar}
        />
      </Flex>
    </Flex>
  );
}
