// TEMPORARY local harness (not to be committed): mounts the board and the list alone.
import 'antd/dist/reset.css';
import './app/estilos.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Segmented } from 'antd';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { criarQueryClient } from './app/queryClient';
import { RegistroToast } from './app/RegistroToast';
import { QuadroKanban } from './features/quadro/components/QuadroKanban';
import { ListaCards } from './features/lista-cards/components/ListaCards';

function Harness() {
  const [qc] = useState(criarQueryClient);
  const [visao, setVisao] = useState<string>('quadro');
  const [aberto, setAberto] = useState('');
  return (
    <QueryClientProvider client={qc}>
      <AntApp>
        <RegistroToast />
        <div style={{ padding: 16 }}>
          <Segmented value={visao} onChange={(v) => setVisao(String(v))} options={['quadro', 'lista']} />
          <div data-testid="aberto">{aberto}</div>
          {visao === 'quadro' ? <QuadroKanban idFluxo="f1" onAbrirCard={setAberto} /> : <ListaCards idFluxo="f1" onAbrirCard={setAberto} />}
        </div>
      </AntApp>
    </QueryClientProvider>
  );
}
createRoot(document.getElementById('root')!).render(<Harness />);
