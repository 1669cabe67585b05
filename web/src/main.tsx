// First: before any zod schema parses (see the file).
import './lib/zodSemEval';
import 'antd/dist/reset.css';
import './app/estilos.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { instalarMensagensZod } from '@wf/shared/validation/mensagensZod';
import { App } from './app/App';

// zod's own messages (checks written without one) in pt-BR, as on the server.
instalarMensagensZod();

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html');

createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
