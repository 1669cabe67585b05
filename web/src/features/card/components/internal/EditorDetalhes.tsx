import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { EditorTextoRico } from '../../../../components/editorTextoRico/EditorTextoRico';
import { textoRicoVazio } from '../../utils/textoRico';
import { HtmlSeguro } from '../../../../components/HtmlSeguro';
import { useMarcarAlteracoes } from '../../hooks/useAlteracoesNaoSalvas';

export interface EditorDetalhesProps {
  valor: string;
  desabilitado: boolean;
  salvando: boolean;
  /** The flow's variable names, offered after '{{'. */
  variaveis: readonly string[];
  onSalvar: (html: string) => void;
}

/**
 * The card's details: shown sanitised; a click (or Enter) opens the rich-text editor with '{{'
 * variables, placeholder 'Digite seu texto'. Ctrl+Enter saves, Escape cancels.
 */
export function EditorDetalhes({ valor, desabilitado, salvando, variaveis, onSalvar }: EditorDetalhesProps) {
  const [editando, setEditando] = useState(false);
  const [rascunho, setRascunho] = useState('');
  const [inicial, setInicial] = useState('');
  // The editor reports only the person's edits: a draft unlike what was opened is unsaved input.
  useMarcarAlteracoes('detalhes', editando && rascunho !== inicial);

  const abrir = () => {
    const texto = textoRicoVazio(valor) ? '' : valor;
    setRascunho(texto);
    setInicial(texto);
    setEditando(true);
  };
  const handleSalvar = () => {
    onSalvar(textoRicoVazio(rascunho) ? '' : rascunho);
    setEditando(false);
  };

  if (!editando) {
    const semTexto = textoRicoVazio(valor);
    return (
      <div
        role={desabilitado ? undefined : 'button'}
        tabIndex={desabilitado ? undefined : 0}
        aria-label="Detalhes do card"
        className="card-detalhes-leitura"
        onClick={desabilitado ? undefined : abrir}
        onKeyDown={
          desabilitado ? undefined : (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), abrir())
        }
        style={{
          cursor: desabilitado ? 'default' : 'text',
          minHeight: 40,
          padding: 8,
          borderRadius: 6,
          border: '1px dashed rgba(128,128,128,.35)',
        }}
      >
        {semTexto ? (
          <Typography.Text type="secondary">{desabilitado ? 'Sem detalhes' : 'Digite seu texto'}</Typography.Text>
        ) : (
          <HtmlSeguro html={valor} />
        )}
      </div>
    );
  }

  return (
    <Flex vertical gap={8}>
      <EditorTextoRico
        valor={rascunho}
        onChange={setRascunho}
        rotulo="Detalhes do card"
        placeholder="Digite seu texto"
        variaveis={variaveis}
        autoFocus
        alturaMinima={120}
        onEnviar={handleSalvar}
        onCancelar={() => setEditando(false)}
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
