import { ExperimentOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { mensagensIa } from '../utils/constantes';

/** Says that an answer came from the local stand-in model, not from a real one. */
export function SeloDemonstracao({ visivel }: { visivel: boolean }) {
  if (!visivel) return null;
  return (
    <Tooltip title={mensagensIa.modeloDemonstracaoDica}>
      <Tag icon={<ExperimentOutlined aria-hidden />} data-testid="selo-demonstracao" tabIndex={0}>
        {mensagensIa.modeloDemonstracao}
      </Tag>
    </Tooltip>
  );
}
