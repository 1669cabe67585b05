import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import { useValorAtrasado } from '../../hooks/useValorAtrasado';
import { mensagemDoErro } from '../../lib/api';
import { opcoesDaEtapa, opcoesDaSessao, type BuscarOpcoes } from '../../lib/basesDados';
import { chaves } from '../../lib/chavesDeConsulta';

/** The session's options route unless a screen (the public form) provides its own. */
export const OrigemOpcoesBaseDados = createContext<BuscarOpcoes>(opcoesDaSessao);

/**
 * The fields inside fill a form of this stage: their options are asked naming it, so a person
 * who does not edit the base still gets the options of the fields he fills.
 */
export function OpcoesDaEtapa({ idEtapa, children }: { idEtapa: string; children: ReactNode }) {
  const buscar = useMemo(() => opcoesDaEtapa(idEtapa), [idEtapa]);
  return <OrigemOpcoesBaseDados.Provider value={buscar}>{children}</OrigemOpcoesBaseDados.Provider>;
}

interface Props {
  campo: CampoFormulario & { vinculoDataBase: { idDataBase: string; idColuna: string } };
  /** Set by Form.Item, so its label names the search input. */
  id?: string;
  value?: string | string[] | null;
  onChange?: (v: string | string[] | null) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A combo field fed by a data base: the options are searched on the server as the person types
 * (300 ms after the last key; filterOption off, the server already matched). The value kept is
 * the column's text, as a manual option's value.
 */
export function SelectBaseDados({ campo, id, value, onChange, placeholder, disabled }: Props) {
  const buscar = useContext(OrigemOpcoesBaseDados);
  const [busca, setBusca] = useState('');
  const atrasada = useValorAtrasado(busca, 300);
  const consulta = useQuery({
    queryKey: [
      ...chaves.basesDados.todas(),
      'opcoes',
      campo.vinculoDataBase.idDataBase,
      campo.vinculoDataBase.idColuna,
      campo.nomeVariavel,
      atrasada,
    ],
    queryFn: () => buscar(campo, atrasada),
    enabled: !disabled,
    staleTime: 30_000,
    // Shown in the list (a refusal is the same at every key typed), not toasted.
    meta: { silenciarErro: true },
  });
  const selecionados = value == null ? [] : Array.isArray(value) ? value : [value];
  const valores = new Set([...(consulta.data ?? []).map((o) => o.valor), ...selecionados]);
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setBusca}
      searchValue={busca}
      loading={consulta.isFetching}
      options={[...valores].map((v) => ({ label: v, value: v }))}
      notFoundContent={
        consulta.isFetching
          ? 'Carregando...'
          : consulta.isError
            ? mensagemDoErro(consulta.error)
            : 'Nenhum dado encontrado'
      }
      mode={campo.indSelecaoMultipla ? 'multiple' : undefined}
      value={value ?? undefined}
      onChange={(v: string | string[] | undefined) => {
        onChange?.(v ?? null);
        setBusca('');
      }}
      placeholder={placeholder ?? 'Selecione'}
      allowClear
      disabled={disabled}
    />
  );
}
