import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ProvedorDialogosEtapa } from './ProvedorDialogosEtapa';
import { ProvedorTema } from './ProvedorTema';
import { criarQueryClient } from './queryClient';
import { rotas } from './rotas';

export function App() {
  const [queryClient] = useState(criarQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ProvedorTema>
        <ProvedorDialogosEtapa>
          <RouterProvider router={rotas} />
        </ProvedorDialogosEtapa>
      </ProvedorTema>
    </QueryClientProvider>
  );
}
