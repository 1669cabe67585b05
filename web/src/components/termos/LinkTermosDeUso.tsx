import { Button } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';

// The terms' text (~3 KB gzip) is downloaded on the first click, not with every public screen.
const TermosDeUsoModal = lazy(async () => ({ default: (await import('./TermosDeUsoModal')).TermosDeUsoModal }));

export interface LinkTermosDeUsoProps {
  children?: ReactNode;
}

/** An inline link that opens the terms in a modal, keeping the user on the current screen. */
export function LinkTermosDeUso({ children = 'Termos de uso' }: LinkTermosDeUsoProps) {
  const [aberto, setAberto] = useState(false);
  const [jaAberto, setJaAberto] = useState(false);

  const handleAbrir = () => {
    setAberto(true);
    setJaAberto(true);
  };
  const handleFechar = () => setAberto(false);

  return (
    <>
      <Button type="link" size="small" onClick={handleAbrir} style={{ padding: 0, height: 'auto' }}>
        {children}
      </Button>
      {jaAberto && (
        <Suspense fallback={null}>
          <TermosDeUsoModal aberto={aberto} onFechar={handleFechar} />
        </Suspense>
      )}
    </>
  );
}
