import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { TermosDeUsoModal } from './TermosDeUsoModal';

export interface LinkTermosDeUsoProps {
  children?: ReactNode;
}

/** An inline link that opens the terms in a modal, keeping the user on the current screen. */
export function LinkTermosDeUso({ children = 'Termos de uso' }: LinkTermosDeUsoProps) {
  const [aberto, setAberto] = useState(false);

  const handleAbrir = () => setAberto(true);
  const handleFechar = () => setAberto(false);

  return (
    <>
      <Button type="link" size="small" onClick={handleAbrir} style={{ padding: 0, height: 'auto' }}>
        {children}
      </Button>
      <TermosDeUsoModal aberto={aberto} onFechar={handleFechar} />
    </>
  );
}
