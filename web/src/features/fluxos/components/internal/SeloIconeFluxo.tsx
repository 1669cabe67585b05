import { theme } from 'antd';
import { IconeFluxo } from '../../../../components/IconeFluxo';

export interface SeloIconeFluxoProps {
  icone: string;
  tamanho?: number;
}

/** The flow's icon on a tinted square, as cards, drawers and the screen header show it. */
export function SeloIconeFluxo({ icone, tamanho = 40 }: SeloIconeFluxoProps) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: tamanho,
        height: tamanho,
        borderRadius: token.borderRadiusLG,
        background: token.colorPrimaryBg,
        color: token.colorPrimary,
      }}
      aria-hidden
    >
      <IconeFluxo nome={icone} tamanho={tamanho / 2} />
    </span>
  );
}
