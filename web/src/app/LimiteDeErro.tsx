import { Component, type ReactNode } from 'react';
import { ErroDeRota } from './ErroDeRota';

export interface LimiteDeErroProps {
  /** The current path: leaving the failed screen (a link, the back button) clears the error. */
  pathname: string;
  children: ReactNode;
}

interface EstadoLimiteDeErro {
  erro: unknown;
  pathname: string;
}

/**
 * The route tree's error boundary (what the data router's root ErrorBoundary did): a render
 * failure or a screen whose code could not be downloaded shows ErroDeRota instead of a blank page.
 */
export class LimiteDeErro extends Component<LimiteDeErroProps, EstadoLimiteDeErro> {
  override state: EstadoLimiteDeErro = { erro: null, pathname: this.props.pathname };

  static getDerivedStateFromError(erro: unknown): Partial<EstadoLimiteDeErro> {
    return { erro: erro ?? new Error('Erro desconhecido') };
  }

  static getDerivedStateFromProps(
    props: LimiteDeErroProps,
    estado: EstadoLimiteDeErro,
  ): Partial<EstadoLimiteDeErro> | null {
    return props.pathname === estado.pathname ? null : { erro: null, pathname: props.pathname };
  }

  override render() {
    return this.state.erro ? <ErroDeRota erro={this.state.erro} /> : this.props.children;
  }
}
