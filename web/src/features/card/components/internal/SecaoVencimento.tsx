import { DatePicker, Flex, Tag } from 'antd';
import type { Dayjs } from '../../../../lib/dayjs';
import { deDataVencimento, diaAnteriorAHoje, estaVencido, paraDataVencimento } from '../../utils/vencimento';

export interface SecaoVencimentoProps {
  dataVencimento: string | null;
  editavel: boolean;
  onAlterar: (data: string | null) => void;
}

/** Due date: never before today (past days disabled); 'Vencido' when overdue. */
export function SecaoVencimento({ dataVencimento, editavel, onAlterar }: SecaoVencimentoProps) {
  const handleAlterar = (data: Dayjs | null) => onAlterar(paraDataVencimento(data));
  return (
    <Flex gap={8} align="center" wrap>
      <DatePicker
        aria-label="Data de vencimento"
        format="DD/MM/YYYY"
        placeholder="Sem vencimento"
        value={deDataVencimento(dataVencimento)}
        disabledDate={(d) => diaAnteriorAHoje(d)}
        onChange={handleAlterar}
        disabled={!editavel}
        allowClear
      />
      {estaVencido(dataVencimento) && <Tag color="error">Vencido</Tag>}
    </Flex>
  );
}
