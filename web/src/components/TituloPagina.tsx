import { theme, Typography } from 'antd';
import type { ComponentProps } from 'react';

export interface TituloPaginaProps extends Omit<ComponentProps<typeof Typography.Title>, 'level'> {
  /** The size it looks (antd's heading sizes); it is always the page's h1. */
  tamanho?: 2 | 3 | 4;
}

/**
 * A screen's one h1: where focus goes when the route changes (the shell looks for the h1 of its
 * content) and where screen-reader users start. Drawn at the size the screen had for it.
 */
export function TituloPagina({ tamanho = 2, style, ...props }: TituloPaginaProps) {
  const { token } = theme.useToken();
  const tamanhos = { 2: token.fontSizeHeading2, 3: token.fontSizeHeading3, 4: token.fontSizeHeading4 };
  return <Typography.Title level={1} {...props} style={{ fontSize: tamanhos[tamanho], ...style }} />;
}
