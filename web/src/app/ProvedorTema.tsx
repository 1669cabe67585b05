import { ConfigProvider, theme } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import type { Tema } from '@wf/shared/types/sessao';
import { lazy, Suspense, type ComponentType, useEffect, useMemo, useState, type ReactNode } from 'react';
import { RegiaoAoVivo } from '../components/RegiaoAoVivo';
import { useConsultaMidia } from '../hooks/useConsultaMidia';
import { lerTemaSalvo, salvarTema, TemaContext } from '../lib/tema';
import { configuracaoDoTema } from './tokensTema';
import { aoPedirHostDeToasts } from '../lib/toast';

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

  const semMovimento = useConsultaMidia('(prefers-reduced-motion: reduce)');
  const configuracaoTema = useMemo(() => configuracaoDoTema(tema, semMovimento), [tema, semMovimento]);

  return (
    <TemaContext value={contexto}>
      <ConfigProvider locale={ptBR} theme={configuracaoTema}>
        <RaizTematica>{children}</RaizTematica>
      </ConfigProvider>
    </TemaContext>
  );
}

/** Without its code (offline after a new version, say) toasts are dropped, not the whole app. */
const HostToasts = lazy<ComponentType>(() =>
  import('./HostToasts').then(
    (m) => ({ default: m.HostToasts }),
    () => ({ default: () => null }),
  ),
);

/**
 * What antd's `<App>` gave every screen, without `<App>` itself (it brings message, modal and
 * notification, about 21 KB gzip, to the entry chunk): the themed toasts of lib/toast (their host
 * mounted on the first toast) and the base text style of its root element (`.ant-app`: colour,
 * size, line height and font of the theme). The logged-in shell adds `<App>` for the screens that
 * open confirms (App.useApp().modal).
 */
function RaizTematica({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [comToasts, setComToasts] = useState(false);
  useEffect(() => aoPedirHostDeToasts(() => setComToasts(true)), []);
  return (
    <div
      style={{
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      <RegiaoAoVivo />
      {comToasts && (
        <Suspense fallback={null}>
          <HostToasts />
        </Suspense>
      )}
      {children}
    </div>
  );
}
