// First: before any zod schema parses (see the file).
import './lib/zodSemEval';
import 'antd/dist/reset.css';
import './app/estilos.css';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

dayjs.locale('pt-br');

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html');

createRoot(raiz).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
