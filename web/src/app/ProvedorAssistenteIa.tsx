import { useQuery } from '@tanstack/react-query';
import type { ConfiguracaoIa } from '@wf/shared/schemas/ia';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AssistenteIaContext, SEM_ASSISTENTE_IA, type AssistenteIa } from '../components/assistenteIa';
import { api } from '../lib/api';
import { chaves } from '../lib/chavesDeConsulta';

/**
 * Composition of the AI assistant (features/ia) into the screens that show it
 * (components/assistenteIa.ts). Its code is one chunk, downloaded the first time a piece shows:
 * neither the entry nor the screens that never show AI carry it.
 */
const carregarIa = () => import('../features/ia');
type ModuloIa = Awaited<ReturnType<typeof carregarIa>>;

function peca<P extends object>(nome: keyof ModuloIa, reserva: ReactNode = null): ComponentType<P> {
  const Preguicoso = lazy(async () => ({ default: (await carregarIa())[nome] as unknown as ComponentType<P> }));
  function Peca(props: P) {
    return (
      <Suspense fallback={reserva}>
        <Preguicoso {...props} />
      </Suspense>
    );
  }
  Peca.displayName = `Ia(${nome})`;
  return Peca;
}

const ASSISTENTE: AssistenteIa = {
  CriarFluxoIa: peca('CriarFluxoIa'),
  RegraIa: peca('RegraIa'),
  AnaliseMetricasIa: peca('AnaliseMetricasIa'),
  NovaEtapaIa: peca('NovaEtapaIa'),
  GerarCamposIa: peca('GerarCamposIa'),
  AdministracaoIa: peca('AdministracaoIa'),
};

/** With AI switched off for the tenant only its administration shows (to switch it on again). */
const DESLIGADO: AssistenteIa = { ...SEM_ASSISTENTE_IA, AdministracaoIa: ASSISTENTE.AdministracaoIa };

export interface ProvedorAssistenteIaProps {
  /** There is a signed-in session (an external card link has none, and no AI). */
  comSessao: boolean;
  children: ReactNode;
}

export function ProvedorAssistenteIa({ comSessao, children }: ProvedorAssistenteIaProps) {
  // Whether the tenant's AI is on: its entries are not offered when it is off. A failed read
  // leaves them offered (the server refuses a request with its reason anyway).
  const configuracao = useQuery({
    queryKey: chaves.ia.configuracao(),
    queryFn: () => api<ConfiguracaoIa>('/ia/configuracao', { redirecionarSeExpirada: false }),
    enabled: comSessao,
    staleTime: 5 * 60_000,
    meta: { silenciarErro: true },
  });
  const valor = !comSessao ? SEM_ASSISTENTE_IA : configuracao.data?.ativa === false ? DESLIGADO : ASSISTENTE;
  return <AssistenteIaContext value={valor}>{children}</AssistenteIaContext>;
}
