import { CheckOutlined } from '@ant-design/icons';
import { paletaCores } from '@wf/shared/constants/fluxos';
import { Flex, Tooltip } from 'antd';
import { useId } from 'react';
import { corDoTextoSobre, NOMES_CORES } from '../lib/cores';

export interface SeletorCorProps {
  /** Set by antd's Form.Item: the label of the field points here. */
  id?: string;
  value?: string;
  onChange?: (cor: string) => void;
  /** Accessible name of the group when no visible label points to it. */
  rotulo?: string;
  disabled?: boolean;
}

/**
 * The 11-colour palette of stages and labels as a radio group: native radios (arrow keys move,
 * the name is read) drawn as swatches. Fits antd forms through value/onChange.
 */
export function SeletorCor({ id, value, onChange, rotulo = 'Cor', disabled = false }: SeletorCorProps) {
  const nomeGrupo = useId();
  return (
    <Flex id={id} role="radiogroup" aria-label={rotulo} wrap gap={8}>
      {paletaCores.map((cor) => {
        const marcada = value === cor;
        return (
          <Tooltip key={cor} title={NOMES_CORES[cor]}>
            <label className="opcao-seletor" style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}>
              <input
                type="radio"
                className="opcao-seletor-entrada"
                name={nomeGrupo}
                value={cor}
                checked={marcada}
                disabled={disabled}
                aria-label={NOMES_CORES[cor]}
                onChange={() => onChange?.(cor)}
              />
              <span
                className="opcao-seletor-visual"
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  background: cor,
                  color: corDoTextoSobre(cor),
                  opacity: disabled ? 0.5 : 1,
                }}
                aria-hidden
              >
                {marcada && <CheckOutlined />}
              </span>
            </label>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
