import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { Placeholder, UndoRedo } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { MARCACAO_MENCAO, MARCACAO_VARIAVEL } from '@wf/shared/constants/textoRico';
import { Button, Divider, Flex, theme, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { AvatarUsuario } from '../AvatarUsuario';
import { extensaoMencao, extensaoVariavel } from './extensoes';
import { filtrarPessoas, filtrarVariaveis } from './filtros';
import type { ItemSugestao } from './ListaSugestoes';
import { renderizarSugestoes } from './sugestoes';
import type { EditorTextoRicoProps } from './tipos';
import './editorTextoRico.css';

interface Formatacao {
  chave: 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList';
  rotulo: string;
  icone: ReactNode;
  alternar: (e: Editor) => boolean;
}

const FORMATACOES: Formatacao[] = [
  {
    chave: 'bold',
    rotulo: 'Negrito (Ctrl+B)',
    icone: <BoldOutlined />,
    alternar: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    chave: 'italic',
    rotulo: 'Itálico (Ctrl+I)',
    icone: <ItalicOutlined />,
    alternar: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    chave: 'underline',
    rotulo: 'Sublinhado (Ctrl+U)',
    icone: <UnderlineOutlined />,
    alternar: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    chave: 'strike',
    rotulo: 'Tachado (Ctrl+Shift+S)',
    icone: <StrikethroughOutlined />,
    alternar: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    chave: 'bulletList',
    rotulo: 'Lista (Ctrl+Shift+8)',
    icone: <UnorderedListOutlined />,
    alternar: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    chave: 'orderedList',
    rotulo: 'Lista numerada (Ctrl+Shift+7)',
    icone: <OrderedListOutlined />,
    alternar: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/** The editor's HTML, '' when it shows no text (TipTap's empty document is '<p></p>'). */
const htmlDoEditor = (e: Editor): string => (e.isEmpty ? '' : e.getHTML());

/**
 * The rich-text editor (TipTap on ProseMirror): a formatting toolbar, '@' mentions of people and
 * '{{' variables, each a chip written in the markup the server keeps. Loaded on demand (see
 * EditorTextoRico.tsx): nothing of it reaches the entry chunk.
 */
export default function EditorTiptap({
  valor,
  onChange,
  rotulo,
  placeholder,
  pessoas,
  variaveis,
  autoFocus = false,
  onEnviar,
  onCancelar,
  alturaMinima = 80,
}: EditorTextoRicoProps) {
  const { token } = theme.useToken();
  // The lists change after the editor exists (queries load): the suggestions read them here.
  const pessoasRef = useRef(pessoas ?? []);
  const variaveisRef = useRef(variaveis ?? []);
  const onChangeRef = useRef(onChange);
  const ultimoValor = useRef(valor);
  useEffect(() => {
    pessoasRef.current = pessoas ?? [];
    variaveisRef.current = variaveis ?? [];
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    autofocus: autoFocus ? 'end' : false,
    content: valor,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': rotulo,
        class: 'editor-texto-rico-conteudo',
      },
    },
    extensions: [
      // One extension per thing the toolbar offers (not StarterKit: headings, code blocks, links
      // and their linkify parser would ship for nothing).
      Document,
      Paragraph,
      Text,
      HardBreak,
      Bold,
      Italic,
      Underline,
      Strike,
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      UndoRedo,
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      ...(pessoas
        ? [
            extensaoMencao<ItemSugestao>({
              items: ({ query }) =>
                filtrarPessoas(pessoasRef.current, query).map((p) => ({
                  chave: p.email,
                  rotulo: p.nome,
                  detalhe: p.email,
                  icone:
                    p.iniciais && p.cor ? (
                      <AvatarUsuario nome={p.nome} iniciais={p.iniciais} cor={p.cor} foto={p.imgFoto} tamanho={20} />
                    ) : undefined,
                  atributos: { id: p.email.toLowerCase(), label: p.nome },
                })),
              render: renderizarSugestoes('Pessoas do fluxo', 'Nenhuma pessoa encontrada'),
            }),
          ]
        : []),
      ...(variaveis
        ? [
            extensaoVariavel<ItemSugestao>({
              items: ({ query }) =>
                filtrarVariaveis(variaveisRef.current, query).map((v) => ({
                  chave: v.nome,
                  rotulo: v.nome,
                  detalhe: v.descricao,
                  atributos: { id: v.nome },
                })),
              render: renderizarSugestoes('Variáveis do fluxo', 'Nenhuma variável encontrada', {
                dica: 'Digite para buscar pelo nome ou pela descrição',
              }),
            }),
          ]
        : []),
    ],
    onUpdate: ({ editor: e }) => {
      const html = htmlDoEditor(e);
      ultimoValor.current = html;
      onChangeRef.current(html);
    },
  });

  // A new value from outside (a cleared comment, the card changed elsewhere) replaces the text.
  useEffect(() => {
    if (valor === ultimoValor.current) return;
    ultimoValor.current = valor;
    editor.commands.setContent(valor, { emitUpdate: false });
  }, [editor, valor]);

  const ativos = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      Object.fromEntries(FORMATACOES.map((f) => [f.chave, e.isActive(f.chave)])) as Record<
        Formatacao['chave'],
        boolean
      >,
  });

  /** Types a trigger at the caret, which opens its list (the toolbar's way to '@' and '{{'). */
  const inserirGatilho = (gatilho: string) => {
    const antes = editor.state.selection.$from.nodeBefore?.text?.slice(-1);
    const espaco = gatilho === MARCACAO_MENCAO.gatilho && antes && !/\s/.test(antes) ? ' ' : '';
    editor.chain().focus().insertContent(`${espaco}${gatilho}`).run();
  };

  const botao = (chave: string, titulo: string, icone: ReactNode, acao: () => void, pressionado?: boolean) => (
    <Tooltip key={chave} title={titulo}>
      <Button
        size="small"
        type={pressionado ? 'primary' : 'text'}
        ghost={pressionado}
        icon={icone}
        aria-label={titulo}
        aria-pressed={pressionado}
        // Keep the editor's selection: the command applies to it.
        onMouseDown={(e) => e.preventDefault()}
        onClick={acao}
      />
    </Tooltip>
  );

  return (
    <div
      className="editor-texto-rico"
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && onEnviar) {
          e.preventDefault();
          onEnviar();
        } else if (e.key === 'Escape' && onCancelar) {
          e.stopPropagation();
          onCancelar();
        }
      }}
    >
      <Flex
        gap={2}
        wrap
        role="toolbar"
        aria-label="Formatação"
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        {FORMATACOES.map((f) =>
          botao(f.chave, f.rotulo, f.icone, () => f.alternar(editor), ativos?.[f.chave] ?? false),
        )}
        {(pessoas || variaveis) && <Divider type="vertical" style={{ height: 'auto', margin: '0 4px' }} />}
        {pessoas &&
          botao('mencao', 'Mencionar pessoa (@)', <span aria-hidden>@</span>, () =>
            inserirGatilho(MARCACAO_MENCAO.gatilho),
          )}
        {variaveis &&
          botao(
            'variavel',
            'Inserir variável ({{)',
            <span aria-hidden style={{ fontSize: 12 }}>
              {'{{ }}'}
            </span>,
            () => inserirGatilho(MARCACAO_VARIAVEL.gatilho),
          )}
      </Flex>
      <EditorContent editor={editor} style={{ minHeight: alturaMinima, padding: '6px 10px', cursor: 'text' }} />
    </div>
  );
}
