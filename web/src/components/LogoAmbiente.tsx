import { LogoProduto } from './LogoProduto';

export interface LogoAmbienteProps {
  nome: string;
  logoURL: string | null;
  altura?: number;
  /** Without a tenant logo, show the product's full logo (mark and name) instead of the mark. */
  produtoCompleto?: boolean;
}

/** The tenant's own logo, or the product's when the tenant has none. */
export function LogoAmbiente({ nome, logoURL, altura = 40, produtoCompleto = false }: LogoAmbienteProps) {
  if (!logoURL) return <LogoProduto tamanho={altura} somenteSimbolo={!produtoCompleto} />;
  return (
    <img
      src={logoURL}
      alt={`Logo de ${nome}`}
      style={{ height: altura, maxWidth: altura * 4, objectFit: 'contain', display: 'block' }}
    />
  );
}
