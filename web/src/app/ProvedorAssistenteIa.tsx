import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AssistenteIaContext, type AssistenteIa } from '../components/assistenteIa';

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

export function ProvedorAssistenteIa({ children }: { children: ReactNode }) {
  return <AssistenteIaContext value={ASSISTENTE}>{children}</AssistenteIaContext>;
}
