import { Select } from 'antd';
import type { PessoaResumo } from '@wf/shared/schemas/organograma';
import { useUsuariosDoAmbiente } from '../../api/usuarios-do-ambiente';

export interface SeletorUsuarioProps {
  id: string;
  valor: string | null;
  /** The person chosen now, shown while the tenant's users load. */
  atual?: PessoaResumo | null;
  /** People not to offer (already linked to the unit). */
  excluir?: ReadonlySet<string>;
  permitirLimpar?: boolean;
  placeholder: string;
  desabilitado?: boolean;
  onEscolher: (idUsuario: string | null) => void;
}

/** A user of the tenant, searched by name or e-mail. */
export function SeletorUsuario({
  id,
  valor,
  atual,
  excluir,
  permitirLimpar,
  placeholder,
  desabilitado,
  onEscolher,
}: SeletorUsuarioProps) {
  const usuarios = useUsuariosDoAmbiente();
  const opcoes = (usuarios.data ?? [])
    .filter((u) => !excluir?.has(u.id))
    .map((u) => ({ value: u.id, label: `${u.nome} (${u.email})` }));
  if (atual && !opcoes.some((o) => o.value === atual.id))
    opcoes.unshift({ value: atual.id, label: `${atual.nome} (${atual.email})` });
  return (
    <Select<string | null>
      id={id}
      showSearch
      allowClear={permitirLimpar}
      optionFilterProp="label"
      placeholder={placeholder}
      loading={usuarios.isPending}
      notFoundContent={usuarios.isPending ? 'Carregando pessoas…' : 'Nenhuma pessoa encontrada'}
      value={valor}
      disabled={desabilitado}
      options={opcoes}
      onChange={(novo) => onEscolher(novo ?? null)}
      style={{ width: '100%' }}
    />
  );
}
