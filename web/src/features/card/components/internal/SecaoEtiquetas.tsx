import { Select } from 'antd';
import type { Etiqueta } from '@wf/shared/types/fluxo';
import { TagCor } from '../../../../components/TagCor';

export interface SecaoEtiquetasProps {
  selecionadas: Etiqueta[];
  etiquetasDoFluxo: Etiqueta[];
  editavel: boolean;
  onAlterar: (idEtiqueta: string, incluir: boolean) => void;
}

/** The card's labels, chosen among the flow's labels (coloured chips). */
export function SecaoEtiquetas({ selecionadas, etiquetasDoFluxo, editavel, onAlterar }: SecaoEtiquetasProps) {
  const porId = new Map([...etiquetasDoFluxo, ...selecionadas].map((e) => [e.id, e]));
  return (
    <Select
      mode="multiple"
      aria-label="Etiquetas"
      placeholder="Não informado"
      value={selecionadas.map((e) => e.id)}
      options={etiquetasDoFluxo.map((e) => ({ value: e.id, label: e.descricao }))}
      optionFilterProp="label"
      disabled={!editavel}
      onSelect={(id: string) => onAlterar(id, true)}
      onDeselect={(id: string) => onAlterar(id, false)}
      style={{ width: '100%' }}
      notFoundContent="O fluxo não tem etiquetas"
      tagRender={({ value, closable, onClose }) => {
        const etiqueta = porId.get(String(value));
        return (
          <TagCor cor={etiqueta?.cor} closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }}>
            {etiqueta?.descricao ?? String(value)}
          </TagCor>
        );
      }}
    />
  );
}
