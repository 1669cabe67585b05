import { useInfiniteQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode, type UIEvent } from 'react';
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

/** Pages of options read on their own while the list is still short (a search page may end with few). */
const PAGINAS_AUTOMATICAS = 5;
const OPCOES_VISIVEIS = 20;

/**
 * A combo field fed by a data base: the options are searched on the server as the person types
 * (300 ms after the last key; filterOption off, the server already matched), over the whole base
 * a page at a time: scrolling to the end of the list asks the next page. The value kept is the
 * column's text, as a manual option's value.
 */
export function SelectBaseDados({ campo, id, value, onChange, placeholder, disabled }: Props) {
  const buscar = useContext(OrigemOpcoesBaseDados);
  const [busca, setBusca] = useState('');
  const atrasada = useValorAtrasado(busca, 300);
  const consulta = useInfiniteQuery({
    queryKey: [
      ...chaves.basesDados.todas(),
      'opcoes',
      campo.vinculoDataBase.idDataBase,
      campo.vinculoDataBase.idColuna,
      campo.nomeVariavel,
      atrasada,
    ],
    queryFn: ({ pageParam }) => buscar(campo, atrasada, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (ultima) => ultima.proximoCursor ?? undefined,
    enabled: !disabled,
    staleTime: 30_000,
    // Shown in the list (a refusal is the same at every key typed), not toasted.
    meta: { silenciarErro: true },
  });
  const selecionados = value == null ? [] : Array.isArray(value) ? value : [value];
  const encontrados = (consulta.data?.pages ?? []).flatMap((p) => p.opcoes.map((o) => o.valor));
  const valores = new Set([...encontrados, ...selecionados]);
  const { hasNextPage, isFetching, fetchNextPage } = consulta;
  const paginas = consulta.data?.pages.length ?? 0;

  // A short list with more to read (the matches sit further in the base): read on, a few pages at most.
  useEffect(() => {
    if (hasNextPage && !isFetching && encontrados.length < OPCOES_VISIVEIS && paginas < PAGINAS_AUTOMATICAS)
      void fetchNextPage();
  }, [hasNextPage, isFetching, encontrados.length, paginas, fetchNextPage]);

  const handlePopupScroll = (e: UIEvent<HTMLDivElement>) => {
    const t = e.currentTarget;
    if (hasNextPage && !isFetching && t.scrollTop + t.clientHeight >= t.scrollHeight - 16) void fetchNextPage();
  };
  return (
    <Select
      id={id}
      showSearch
      filterOption={false}
      onSearch={setBusca}
      searchValue={busca}
      onPopupScroll={handlePopupScroll}
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
