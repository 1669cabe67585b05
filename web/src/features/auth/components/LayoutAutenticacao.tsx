import { Flex, theme, Typography } from 'antd';
// The entry's own loading state rather than Skeleton: the public screens' JS stays within its budget.
import { CarregandoPagina } from '../../../components/CarregandoPagina';
import type { ClientePublico } from '@wf/shared/types/sessao';
import { lazy, Suspense, type ReactNode } from 'react';
import { LogoAmbiente } from '../../../components/LogoAmbiente';
import { TituloPagina } from '../../../components/TituloPagina';
import { LinkTermosDeUso } from '../../../components/termos/LinkTermosDeUso';
import { useTelaLarga } from '../../../hooks/useTelaPequena';
import { useTituloDocumento } from '../../../hooks/useTituloDocumento';
import { mensagemDoErro } from '../../../lib/api';
import { useClientePublico } from '../api/get-cliente-publico';
import { PreviaFluxo } from './PreviaFluxo';

const AmbienteNaoEncontrado = lazy(async () => ({
  default: (await import('./AmbienteNaoEncontrado')).AmbienteNaoEncontrado,
}));

export interface LayoutAutenticacaoProps {
  customer: string;
  titulo: string;
  subtitulo?: ReactNode;
  /** Rendered once the tenant is known; public calls need its token. */
  children: (cliente: ClientePublico) => ReactNode;
}

/** Public screens: the tenant's identity and the form on one side, a sample flow on the other. */
export function LayoutAutenticacao({ customer, titulo, subtitulo, children }: LayoutAutenticacaoProps) {
  const { token } = theme.useToken();
  const telaLarga = useTelaLarga();
  const cliente = useClientePublico(customer);
  useTituloDocumento(titulo);

  return (
    <Flex style={{ minHeight: '100vh', background: token.colorBgContainer }}>
      <Flex vertical style={{ flex: '1 1 480px', maxWidth: telaLarga ? 560 : '100%', padding: '40px 24px 16px' }}>
        {/* The one main landmark, as the shell's content area; no skip link: the form is the first thing to reach. */}
        <main style={{ width: '100%', maxWidth: 400, margin: 'auto' }}>
          {cliente.isPending && <CarregandoPagina descricao="Carregando ambiente..." />}
          {cliente.isError && (
            <Suspense fallback={<CarregandoPagina />}>
              <AmbienteNaoEncontrado mensagem={mensagemDoErro(cliente.error)} />
            </Suspense>
          )}
          {cliente.data && (
            <>
              <IdentidadeAmbiente cliente={cliente.data} />
              {/* The screen's one h1, as on the logged-in screens. */}
              <TituloPagina style={{ marginBottom: 4 }}>{titulo}</TituloPagina>
              {subtitulo && <Typography.Paragraph type="secondary">{subtitulo}</Typography.Paragraph>}
              <div style={{ marginTop: 24 }}>{children(cliente.data)}</div>
            </>
          )}
        </main>
        <footer style={{ textAlign: 'center', marginTop: 32 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            © {new Date().getFullYear()} Workflow · <LinkTermosDeUso />
          </Typography.Text>
        </footer>
      </Flex>
      {telaLarga && (
        <aside
          aria-label="Exemplo de fluxo"
          style={{
            flex: '1 1 0',
            display: 'flex',
            flexDirection: 'column',
            padding: 48,
            background: `linear-gradient(135deg, ${token.colorPrimary} 0%, ${token.orange7} 100%)`,
          }}
        >
          <Typography.Title level={2} style={{ color: '#fff', marginTop: 0, fontSize: token.fontSizeHeading3 }}>
            Seus processos, etapa por etapa
          </Typography.Title>
          <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.88)', fontSize: 16, maxWidth: 520 }}>
            Desenhe o fluxo, mova os cards entre as etapas e acompanhe cada solicitação até a conclusão.
          </Typography.Paragraph>
          <div
            style={{
              flex: 1,
              minHeight: 360,
              borderRadius: 16,
              overflow: 'hidden',
              background: token.colorBgContainer,
              boxShadow: token.boxShadowSecondary,
            }}
          >
            <PreviaFluxo />
          </div>
        </aside>
      )}
    </Flex>
  );
}

interface IdentidadeAmbienteProps {
  cliente: ClientePublico;
}

/** The login logo (or the main logo, or the product mark) and, when the tenant wants it, its name. */
function IdentidadeAmbiente({ cliente }: IdentidadeAmbienteProps) {
  return (
    <Flex align="center" gap={12} style={{ marginBottom: 32 }}>
      <LogoAmbiente nome={cliente.nome} logoURL={cliente.logoLoginURL ?? cliente.logoURL} altura={44} produtoCompleto />
      {cliente.exibirNomeLogin === 'S' && (
        <Typography.Text strong style={{ fontSize: 18 }}>
          {cliente.nome}
        </Typography.Text>
      )}
    </Flex>
  );
}
