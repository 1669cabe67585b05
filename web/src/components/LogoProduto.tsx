import { theme } from 'antd';

export interface LogoProdutoProps {
  /** Height of the mark in pixels; the word scales with it. */
  tamanho?: number;
  /** Only the mark, for the collapsed menu and small headers. */
  somenteSimbolo?: boolean;
}

/** The product mark drawn inline: three stages joined by a flow line. */
export function LogoProduto({ tamanho = 32, somenteSimbolo = false }: LogoProdutoProps) {
  const { token } = theme.useToken();
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: tamanho / 4, lineHeight: 1 }}
      aria-label="Workflow"
      role="img"
    >
      <svg width={tamanho} height={tamanho} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={token.colorPrimary} />
        <path
          d="M11 10.5h6.5a3 3 0 0 1 3 3v1M20.5 17.5v1a3 3 0 0 1-3 3H11"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <rect x="5" y="7" width="7" height="7" rx="2" fill="#fff" />
        <rect x="17" y="13" width="7" height="7" rx="2" fill="#fff" fillOpacity=".85" />
        <rect x="5" y="18" width="7" height="7" rx="2" fill="#fff" />
      </svg>
      {!somenteSimbolo && (
        <span
          aria-hidden="true"
          style={{ fontSize: tamanho * 0.62, fontWeight: 700, letterSpacing: -0.5, color: token.colorText }}
        >
          Workflow
        </span>
      )}
    </span>
  );
}
