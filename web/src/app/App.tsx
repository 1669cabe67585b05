import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { BASE_SPA } from '../lib/caminhos';
import { ProvedorDialogosEtapa } from './ProvedorDialogosEtapa';
import { ProvedorTema } from './ProvedorTema';
import { criarQueryClient } from './queryClient';
import { Rotas } from './rotas';

export function App() {
  const [queryClient] = useState(criarQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ProvedorTema>
        <ProvedorDialogosEtapa>
          {/* No transitions: the address and the screen change together (see rotas.tsx). */}
          <BrowserRouter basename={BASE_SPA} useTransitions={false}>
            <Rotas />
          </BrowserRouter>
        </ProvedorDialogosEtapa>
      </ProvedorTema>
    </QueryClientProvider>
  );
}
