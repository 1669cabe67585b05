import { iconesFluxo } from '@wf/shared/constants/fluxos';
import { Flex, theme, Tooltip } from 'antd';
import { useId } from 'react';
import { ICONES_FLUXO, IconeFluxo } from '../../../../components/IconeFluxo';

export interface SeletorIconeFluxoProps {
  /** Set by antd's Form.Item, so the field's label names the group. */
  id?: string;
  value?: string;
  onChange?: (icone: string) => void;
}

/** The flow icons as a radio group (arrow keys move between them; each is read by its name). */
export function SeletorIconeFluxo({ id, value, onChange }: SeletorIconeFluxoProps) {
  const { token } = theme.useToken();
  const nomeGrupo = useId();
  return (
    <Flex id={id} role="radiogroup" aria-label="Ícone" wrap gap={8}>
      {iconesFluxo.map((icone) => {
        const marcado = value === icone;
        return (
          <Tooltip key={icone} title={ICONES_FLUXO[icone].nome}>
            <label className="opcao-seletor" style={{ cursor: 'pointer' }}>
              <input
                type="radio"
                className="opcao-seletor-entrada"
                name={nomeGrupo}
                value={icone}
                checked={marcado}
                aria-label={ICONES_FLUXO[icone].nome}
                onChange={() => onChange?.(icone)}
              />
              <span
                className="opcao-seletor-visual"
                style={{
                  width: 40,
                  height: 40,
                  borderRadius: token.borderRadius,
                  border: `1px solid ${marcado ? token.colorPrimary : token.colorBorder}`,
                  background: marcado ? token.colorPrimaryBg : token.colorBgContainer,
                  color: marcado ? token.colorPrimary : token.colorText,
                }}
                aria-hidden
              >
                <IconeFluxo nome={icone} tamanho={20} />
              </span>
            </label>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
