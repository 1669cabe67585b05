import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ProvedorTema } from './ProvedorTema';
import { criarQueryClient } from './queryClient';
import { rotas } from './rotas';

export function App() {
  const [queryClient] = useState(criarQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ProvedorTema>
        <RouterProvider router={rotas} />
      </ProvedorTema>
    </QueryClientProvider>
  );
}
