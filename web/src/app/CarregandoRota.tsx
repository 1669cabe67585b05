import { CarregandoPagina } from '../components/CarregandoPagina';

/** Shown while the code of the first screen is loading. */
export function CarregandoRota() {
  return <CarregandoPagina telaCheia />;
}
