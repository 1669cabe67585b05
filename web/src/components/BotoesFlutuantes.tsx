import { Flex } from 'antd';
import type { ReactNode } from 'react';

export interface BotoesFlutuantesProps {
  /** Usually antd Buttons with shape="round" and size="large"; the first one sits lowest. */
  children: ReactNode;
}

/**
 * The floating actions of a screen (Novo fluxo, Outros fluxos...), at the bottom right above the
 * content. Labelled buttons rather than bare circles: they have names, users should read them.
 */
export function BotoesFlutuantes({ children }: BotoesFlutuantesProps) {
  return (
    <Flex
      vertical
      gap={12}
      align="flex-end"
      className="botoes-flutuantes"
      style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 20, flexDirection: 'column-reverse' }}
    >
      {children}
    </Flex>
  );
}

/** Bottom padding a screen with floating buttons keeps, so they never cover its last row. */
export const ESPACO_BOTOES_FLUTUANTES = 72;
