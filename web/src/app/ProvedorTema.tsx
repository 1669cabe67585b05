import { App as AntApp, ConfigProvider, theme } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { Tema } from '@wf/shared/types/sessao';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { lerTemaSalvo, salvarTema, TemaContext } from '../lib/tema';
import { RegistroToast } from './RegistroToast';

/** Spec 1, section 1: an orange primary colour. */
export const COR_PRIMARIA = '#fa8c16';

export interface ProvedorTemaProps {
  children: ReactNode;
}

export function ProvedorTema({ children }: ProvedorTemaProps) {
  const [tema, setTema] = useState<Tema>(lerTemaSalvo);

  useEffect(() => {
    salvarTema(tema);
    // Lets plain CSS (scrollbars, body background) and tests follow the theme.
    document.documentElement.dataset.tema = tema;
    document.documentElement.style.colorScheme = tema === 'DARK' ? 'dark' : 'light';
  }, [tema]);

  const contexto = useMemo(
    () => ({
      tema,
      alternarTema: () => setTema((atual) => (atual === 'DARK' ? 'LIGHT' : 'DARK')),
    }),
    [tema],
  );

  const configuracaoTema = useMemo(
    () => ({
      algorithm: tema === 'DARK' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { colorPrimary: COR_PRIMARIA, colorLink: COR_PRIMARIA, borderRadius: 8 },
    }),
    [tema],
  );

  return (
    <TemaContext value={contexto}>
      <ConfigProvider locale={ptBR} theme={configuracaoTema}>
        <AntApp message={{ maxCount: 3 }}>
          <RegistroToast />
          {children}
        </AntApp>
      </ConfigProvider>
    </TemaContext>
  );
}
