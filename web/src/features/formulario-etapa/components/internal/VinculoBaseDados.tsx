import { Alert, Form, Select } from 'antd';
import { mensagensBaseDados } from '@wf/shared/schemas/baseDados';
import { useBasesComColunas } from '../../../../lib/basesDados';

interface Props {
  idCampo: string;
  vinculo: { idDataBase: string; idColuna: string } | null | undefined;
  erro?: string;
  onAlterar: (vinculo: { idDataBase: string; idColuna: string } | null) => void;
}

/** A combo field's data base and column: its options are that column's values, searched as typed. */
export function VinculoBaseDados({ idCampo, vinculo, erro, onAlterar }: Props) {
  const bases = useBasesComColunas();
  if (bases.isSuccess && bases.data.length === 0)
    return <Alert type="info" showIcon title={mensagensBaseDados.nenhumaBase} />;
  const base = bases.data?.find((b) => b.id === vinculo?.idDataBase);
  return (
    <>
      <Form.Item
        label="Base de dados"
        htmlFor={`${idCampo}-base`}
        validateStatus={erro && !vinculo ? 'error' : undefined}
        help={!vinculo ? erro : undefined}
      >
        <Select
          id={`${idCampo}-base`}
          loading={bases.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Selecione a base de dados"
          value={vinculo?.idDataBase}
          options={(bases.data ?? []).map((b) => ({ value: b.id, label: b.descricao }))}
          onChange={(idDataBase: string) => {
            const primeira = bases.data?.find((b) => b.id === idDataBase)?.colunas[0];
            onAlterar(primeira ? { idDataBase, idColuna: primeira.id } : null);
          }}
        />
      </Form.Item>
      {base && (
        <Form.Item label="Coluna" htmlFor={`${idCampo}-coluna`}>
          <Select
            id={`${idCampo}-coluna`}
            value={vinculo?.idColuna}
            options={base.colunas.map((c) => ({ value: c.id, label: c.titulo }))}
            onChange={(idColuna: string) => onAlterar({ idDataBase: base.id, idColuna })}
          />
        </Form.Item>
      )}
    </>
  );
}
