import { TreeSelect } from 'antd';
import type { NoOrg } from '@wf/shared/schemas/organograma';
import { useMemo } from 'react';
import { paraDadosDeArvore, type NoDeSelecao } from '../lib/organograma';

export interface SeletorUnidadeOrgProps {
  id: string;
  arvore: readonly NoOrg[];
  valor: string | null;
  /** Units already granted: shown (they place the others) but not selectable. */
  indisponiveis?: ReadonlySet<string>;
  desabilitado?: boolean;
  onEscolher: (idOrg: string | null) => void;
}

const marcarIndisponiveis = (nos: NoDeSelecao[], ids: ReadonlySet<string>): (NoDeSelecao & { disabled: boolean })[] =>
  nos.map((no) => ({ ...no, disabled: ids.has(no.value), children: marcarIndisponiveis(no.children, ids) }));

/** A unit of the organogram picked from its tree (searchable by name or acronym). */
export function SeletorUnidadeOrg({
  id,
  arvore,
  valor,
  indisponiveis,
  desabilitado,
  onEscolher,
}: SeletorUnidadeOrgProps) {
  const dados = useMemo(
    () => marcarIndisponiveis(paraDadosDeArvore(arvore), indisponiveis ?? new Set()),
    [arvore, indisponiveis],
  );
  return (
    <TreeSelect<string | null>
      id={id}
      showSearch
      allowClear
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder="Escolha uma unidade do organograma"
      notFoundContent="Nenhuma unidade encontrada"
      value={valor}
      disabled={desabilitado}
      treeData={dados}
      onChange={(novo) => onEscolher(novo ?? null)}
      style={{ width: '100%' }}
    />
  );
}
