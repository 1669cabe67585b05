import { Flex, theme, Typography } from 'antd';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode } from 'react';

/** One entry of the '@' or '{{' list; `atributos` become the chip's node attributes. */
export interface ItemSugestao {
  chave: string;
  rotulo: string;
  detalhe?: string;
  icone?: ReactNode;
  atributos: { id: string; label?: string };
}

export interface ListaSugestoesProps {
  items: ItemSugestao[];
  command: (atributos: ItemSugestao['atributos']) => void;
  /** Accessible name of the list, e.g. 'Pessoas do fluxo'. */
  titulo: string;
  vazio: string;
  /** A line above the items (e.g. how to search them). */
  dica?: string;
}

/** What the editor forwards while the list is open: arrows move, Enter or Tab chooses. */
export interface ControleListaSugestoes {
  onKeyDown: (evento: KeyboardEvent) => boolean;
}

/**
 * The floating list of an open '@' or '{{' suggestion. Focus stays in the editor (typing keeps
 * narrowing the list), so the keys come through onKeyDown; a mouse click chooses too.
 */
export const ListaSugestoes = forwardRef<ControleListaSugestoes, ListaSugestoesProps>(function ListaSugestoes(
  { items, command, titulo, vazio, dica },
  ref,
) {
  const { token } = theme.useToken();
  const [ativo, setAtivo] = useState(0);
  const idBase = useId();
  useEffect(() => setAtivo(0), [items]);
  const listaRef = useRef<HTMLDivElement>(null);
  // The list scrolls (every variable is offered): the arrows keep the active one in sight. The
  // list's own scrollTop, not scrollIntoView, which would scroll the modal and page around it too.
  useEffect(() => {
    const caixa = listaRef.current;
    const item = caixa?.querySelector<HTMLElement>(`[data-indice="${ativo}"]`);
    if (!caixa || !item) return;
    if (item.offsetTop < caixa.scrollTop) caixa.scrollTop = item.offsetTop;
    else if (item.offsetTop + item.offsetHeight > caixa.scrollTop + caixa.clientHeight)
      caixa.scrollTop = item.offsetTop + item.offsetHeight - caixa.clientHeight;
  }, [ativo]);

  const escolher = (indice: number) => {
    const item = items[indice];
    if (item) command(item.atributos);
  };

  useImperativeHandle(ref, () => ({
    onKeyDown: (evento) => {
      if (evento.key === 'ArrowDown' || evento.key === 'ArrowUp') {
        if (items.length) setAtivo((i) => (i + (evento.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
        return true;
      }
      if (evento.key === 'Enter' || evento.key === 'Tab') {
        if (!items.length) return false;
        escolher(ativo);
        return true;
      }
      return false;
    },
  }));

  const lista = (
    <div
      role="listbox"
      aria-label={titulo}
      aria-activedescendant={items.length ? `${idBase}-${ativo}` : undefined}
      ref={listaRef}
      style={{ maxHeight: 280, overflowY: 'auto', position: 'relative' }}
    >
      {items.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '6px 8px' }}>
          {vazio}
        </Typography.Text>
      ) : (
        items.map((item, i) => (
          <div
            key={item.chave}
            id={`${idBase}-${i}`}
            data-indice={i}
            role="option"
            aria-selected={i === ativo}
            // Keep the editor's focus (and its selection) while clicking.
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setAtivo(i)}
            onClick={() => escolher(i)}
            style={{
              padding: '6px 8px',
              borderRadius: token.borderRadiusSM,
              cursor: 'pointer',
              background: i === ativo ? token.controlItemBgActive : undefined,
              color: token.colorText,
            }}
          >
            <Flex gap={8} align="center">
              {item.icone}
              <span style={{ whiteSpace: 'nowrap' }}>{item.rotulo}</span>
              {item.detalhe && (
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {item.detalhe}
                </Typography.Text>
              )}
            </Flex>
          </div>
        ))
      )}
    </div>
  );

  return (
    <div
      style={{
        minWidth: 220,
        maxWidth: 360,
        padding: 4,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      {dica && (
        <Typography.Text type="secondary" style={{ display: 'block', padding: '2px 8px', fontSize: 12 }}>
          {dica}
        </Typography.Text>
      )}
      {lista}
    </div>
  );
});
