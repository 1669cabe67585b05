import type { AmbienteAcesso, RespostaSessao } from '@wf/shared/types/sessao';

/** The environments the user could switch to: every accessible one but the current. */
export function outrosAmbientes({ usuario, cliente }: RespostaSessao): AmbienteAcesso[] {
  return usuario.listaAmbientesAcesso.filter(
    (ambiente) => ambiente.siglaAmbienteCliente.toUpperCase() !== cliente.sigla.toUpperCase(),
  );
}
