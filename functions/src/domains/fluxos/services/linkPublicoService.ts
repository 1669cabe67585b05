import type { DadosLinkPublico } from '@wf/shared/types/fluxo';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import { listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import { buscarFluxo, buscarIdFluxoDoLinkPublico } from '../../../data/repositories/fluxoRepository';
import { urlDeLeitura } from '../../../data/storage/imagemStorage';
import { exigirClienteAtivo } from '../../clientes';
import { erroFluxo } from '../erros';

/**
 * GET /api/fluxos/dados-link-publico/{customer}/{hash} (no login): what the public form shows.
 * Unknown tenant, unknown hash, a form turned off or a flow without an initial stage all answer
 * the same 404, so the link reveals nothing. Hidden fields never leave the server.
 */
export async function buscarDadosLinkPublico(deps: AppDeps, customer: string, hash: string): Promise<DadosLinkPublico> {
  // An unknown or inactive tenant is the same 404 as an unknown link; real failures still throw.
  const cliente = await exigirClienteAtivo(deps, customer).catch((e: unknown) => {
    if (e instanceof ErroDominio) return null;
    throw e;
  });
  if (!cliente || !hash) throw erroFluxo.linkPublicoNaoEncontrado();
  const idFluxo = await buscarIdFluxoDoLinkPublico(deps, cliente.sigla, hash);
  const fluxo = idFluxo ? await buscarFluxo(deps, cliente.sigla, idFluxo) : null;
  if (!fluxo || fluxo.permitirFormPublico !== 'S' || fluxo.linkPublico !== hash)
    throw erroFluxo.linkPublicoNaoEncontrado();
  const inicial = (await listarEtapasDoFluxo(deps, cliente.sigla, fluxo.id)).find((e) => e.etapaInicial === 'S');
  if (!inicial) throw erroFluxo.linkPublicoNaoEncontrado();
  return {
    Fluxo: {
      id: fluxo.id,
      descricao: fluxo.descricao,
      tituloFormulario: fluxo.tituloFormulario,
      descricaoFormulario: fluxo.descricaoFormulario,
      imgBackgroundFormulario: await urlDeLeitura(deps, fluxo.imgBackgroundChave),
    },
    Etapa: {
      id: inicial.id,
      descricao: inicial.descricao,
      cor: inicial.cor,
      jsonConfig: { listaCamposFormulario: inicial.listaCamposFormulario.filter((c) => !c.indOculto) },
    },
  };
}
