import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'react';
import { textoRicoVazio } from '../../utils/textoRico';
import { HtmlSeguro } from './HtmlSeguro';

export interface EditorTextoRicoProps {
  valor: string;
  desabilitado: boolean;
  salvando: boolean;
  onSalvar: (html: string) => void;
}

const COMANDOS = [
  { comando: 'bold', rotulo: 'Negrito', icone: <BoldOutlined /> },
  { comando: 'italic', rotulo: 'Itálico', icone: <ItalicOutlined /> },
  { comando: 'underline', rotulo: 'Sublinhado', icone: <UnderlineOutlined /> },
  { comando: 'insertUnorderedList', rotulo: 'Lista', icone: <UnorderedListOutlined /> },
  { comando: 'insertOrderedList', rotulo: 'Lista numerada', icone: <OrderedListOutlined /> },
] as const;

/**
 * The card's details (spec 2, 2.6): shown sanitised; a click opens a small contentEditable editor
 * with a formatting toolbar (no heavy editor dependency). Placeholder 'Digite seu texto'.
 */
export function EditorTextoRico({ valor, desabilitado, salvando, onSalvar }: EditorTextoRicoProps) {
  const [editando, setEditando] = useState(false);
  const [vazio, setVazio] = useState(textoRicoVazio(valor));
  const areaRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (editando && areaRef.current) {
      areaRef.current.innerHTML = DOMPurify.sanitize(textoRicoVazio(valor) ? '' : valor);
      areaRef.current.focus();
    }
  }, [editando, valor]);

  const handleComando = (comando: string) => {
    areaRef.current?.focus();
    document.execCommand(comando);
  };
  const handleSalvar = () => {
    const html = DOMPurify.sanitize(areaRef.current?.innerHTML ?? '');
    onSalvar(textoRicoVazio(html) ? '' : html);
    setEditando(false);
  };
  const handleTeclas = (evento: React.KeyboardEvent) => {
    if (evento.key === 'Escape') setEditando(false);
    if (evento.key === 'Enter' && (evento.ctrlKey || evento.metaKey)) handleSalvar();
  };

  if (!editando) {
    const semTexto = textoRicoVazio(valor);
    return (
      <div
        role={desabilitado ? undefined : 'button'}
        tabIndex={desabilitado ? undefined : 0}
        aria-label="Detalhes do card"
        className="card-detalhes-leitura"
        onClick={desabilitado ? undefined : () => setEditando(true)}
        onKeyDown={desabilitado ? undefined : (e) => (e.key === 'Enter' || e.key === ' ') && setEditando(true)}
        style={{ cursor: desabilitado ? 'default' : 'text', minHeight: 40, padding: 8, borderRadius: 6, border: '1px dashed rgba(128,128,128,.35)' }}
      >
        {semTexto ? <Typography.Text type="secondary">{desabilitado ? 'Sem detalhes' : 'Digite seu texto'}</Typography.Text> : <HtmlSeguro html={valor} />}
      </div>
    );
  }

  return (
    <Flex vertical gap={8}>
      <Flex gap={4} role="toolbar" aria-label="Formatação">
        {COMANDOS.map((c) => (
          <Tooltip key={c.comando} title={c.rotulo}>
            <Button size="small" type="text" icon={c.icone} aria-label={c.rotulo} onMouseDown={(e) => e.preventDefault()} onClick={() => handleComando(c.comando)} />
          </Tooltip>
        ))}
      </Flex>
      <div
        ref={areaRef}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="Detalhes do card"
        data-placeholder="Digite seu texto"
        className={`editor-texto-rico${vazio ? ' editor-texto-rico-vazio' : ''}`}
        onInput={() => setVazio(textoRicoVazio(areaRef.current?.innerHTML))}
        onKeyDown={handleTeclas}
        style={{ minHeight: 120, padding: 8, borderRadius: 6, border: '1px solid rgba(128,128,128,.5)', outline: 'none' }}
      />
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => setEditando(false)}>Cancelar</Button>
        <Button type="primary" loading={salvando} onClick={handleSalvar}>
          Salvar
        </Button>
      </Flex>
    </Flex>
  );
}
