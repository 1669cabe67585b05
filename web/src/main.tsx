// First: before any zod schema parses (see the file).
import './lib/zodSemEval';
import 'antd/dist/reset.css';
import './app/estilos.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { instalarMensagensZod } from '@wf/shared/validation/mensagensZod';
import { App } from './app/App';
import { instalarGuardaDeSaida } from './lib/guardaDeSaida';

// zod's own messages (checks written without one) in pt-BR, as on the server.
instalarMensagensZod();

// Before the router's own listener (see the file).
instalarGuardaDeSaida();

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html');

createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
