import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Select, Typography } from 'antd';
import { mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import type { ReactNode } from 'react';
import { useBasesComColunas } from '../../../../lib/basesDados';

type Filtro = { variavel: string; idColuna: string };
type Atribuicao = { idColuna: string; nomeVariavel: string };

interface Props {
  form: Record<string, unknown>;
  definir: (campo: string, valor: unknown) => void;
  campo: (nome: string, rotulo: string, filho: ReactNode) => ReactNode;
  /** Every variable of the flow (filters compare one with a column). */
  variaveis: string[];
  /** The flow's form fields (assignments write one of them). */
  campos: { nomeVariavel: string; titulo: string }[];
}

/**
 * The data base lookup: a base, filter combos (variable = column) and assignments (column to a
 * form field). At run time the first record equal to every filter fills the assigned fields.
 */
export function AcaoBuscaBaseDados({ form, definir, campo, variaveis, campos }: Props) {
  const bases = useBasesComColunas();
  if (bases.isSuccess && bases.data.length === 0)
    return <Alert type="info" showIcon title={mensagensBaseDados.nenhumaBase} />;
  const base = bases.data?.find((b) => b.id === form.idDataBase);
  const colunas = (base?.colunas ?? []).map((c) => ({ value: c.id, label: c.titulo }));
  const filtros = (form.filtros as Filtro[] | undefined) ?? [];
  const atribuicoes = (form.atribuicoes as Atribuicao[] | undefined) ?? [];
  const trocarFiltro = (i: number, parte: Partial<Filtro>) =>
    definir(
      'filtros',
      filtros.map((f, j) => (j === i ? { ...f, ...parte } : f)),
    );
  const trocarAtribuicao = (i: number, parte: Partial<Atribuicao>) =>
    definir(
      'atribuicoes',
      atribuicoes.map((a, j) => (j === i ? { ...a, ...parte } : a)),
    );
  return (
    <>
      {campo(
        'idDataBase',
        'Base de dados',
        <Select
          aria-label="Base de dados"
          loading={bases.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={(bases.data ?? []).map((b) => ({ value: b.id, label: b.descricao }))}
          value={(form.idDataBase as string | undefined) || undefined}
          onChange={(v: string) => {
            definir('idDataBase', v);
            definir('filtros', []);
            definir('atribuicoes', []);
          }}
        />,
      )}
      {base &&
        campo(
          'filtros',
          'Combos de pesquisa',
          <Flex vertical gap={8}>
            {filtros.map((f, i) => (
              <Flex key={i} gap={8} align="center">
                <Select
                  aria-label={`Variável da pesquisa ${i + 1}`}
                  style={{ width: 240 }}
                  showSearch
                  options={variaveis.map((v) => ({ value: v, label: `{{${v}}}` }))}
                  value={f.variavel || undefined}
                  onChange={(v: string) => trocarFiltro(i, { variavel: v })}
                />
                <Typography.Text>=</Typography.Text>
                <Select
                  aria-label={`Coluna da pesquisa ${i + 1}`}
                  style={{ width: 220 }}
                  options={colunas}
                  value={f.idColuna || undefined}
                  onChange={(v: string) => trocarFiltro(i, { idColuna: v })}
                />
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remover combo ${i + 1}`}
                  onClick={() =>
                    definir(
                      'filtros',
                      filtros.filter((_, j) => j !== i),
                    )
                  }
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => definir('filtros', [...filtros, { variavel: '', idColuna: '' }])}
              style={{ alignSelf: 'flex-start' }}
            >
              Adicionar combo de pesquisa
            </Button>
          </Flex>,
        )}
      {base &&
        campo(
          'atribuicoes',
          'Atribuições',
          <Flex vertical gap={8}>
            {atribuicoes.map((a, i) => (
              <Flex key={i} gap={8} align="center">
                <Select
                  aria-label={`Coluna da atribuição ${i + 1}`}
                  style={{ width: 220 }}
                  options={colunas}
                  value={a.idColuna || undefined}
                  onChange={(v: string) => trocarAtribuicao(i, { idColuna: v })}
                />
                <Typography.Text>→</Typography.Text>
                <Select
                  aria-label={`Campo da atribuição ${i + 1}`}
                  style={{ width: 240 }}
                  options={campos.map((c) => ({ value: c.nomeVariavel, label: c.titulo }))}
                  value={a.nomeVariavel || undefined}
                  onChange={(v: string) => trocarAtribuicao(i, { nomeVariavel: v })}
                />
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={`Remover atribuição ${i + 1}`}
                  onClick={() =>
                    definir(
                      'atribuicoes',
                      atribuicoes.filter((_, j) => j !== i),
                    )
                  }
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => definir('atribuicoes', [...atribuicoes, { idColuna: '', nomeVariavel: '' }])}
              style={{ alignSelf: 'flex-start' }}
            >
              Adicionar atribuição
            </Button>
          </Flex>,
        )}
    </>
  );
}
