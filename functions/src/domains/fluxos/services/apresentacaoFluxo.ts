import type { Fluxo, FluxoResumo, UsuarioResumo } from '@wf/shared/types/fluxo';
import type { AppDeps } from '../../../kernel/deps';
import { buscarUsuariosPorIds } from '../../../data/repositories/usuarioRepository';
import { urlDeLeitura } from '../../../data/storage/imagemStorage';
import { corDoNome, iniciaisDoNome, type Usuario } from '../../usuarios';
import type { FluxoArmazenado } from '../entities/fluxo';
import { permiteEditarElementosFluxo, type AcessoDoUsuario } from '../entities/permissoes';

/** A person as lists show him (owner avatars, people of a flow). */
export async function paraUsuarioResumo(deps: AppDeps, u: Usuario): Promise<UsuarioResumo> {
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    iniciais: iniciaisDoNome(u.nome),
    cor: corDoNome(u.nome),
    imgFoto: await urlDeLeitura(deps, u.fotoChave),
  };
}

/** The owner as the flow remembers him, when his account cannot be read. */
const donoSemConta = (f: FluxoArmazenado): UsuarioResumo => ({
  id: f.donoId,
  nome: f.donoEmail,
  email: f.donoEmail,
  iniciais: iniciaisDoNome(f.donoEmail),
  cor: corDoNome(f.donoEmail),
  imgFoto: null,
});

/** The owners of a list of flows, read once each (BatchGet). */
export async function donosDosFluxos(
  deps: AppDeps,
  sigla: string,
  fluxos: readonly FluxoArmazenado[],
): Promise<Map<string, UsuarioResumo>> {
  const usuarios = await buscarUsuariosPorIds(deps, sigla, [...new Set(fluxos.map((f) => f.donoId))]);
  const resumos = await Promise.all(usuarios.map((u) => paraUsuarioResumo(deps, u)));
  const porId = new Map(resumos.map((r) => [r.id, r]));
  return new Map(fluxos.map((f) => [f.donoId, porId.get(f.donoId) ?? donoSemConta(f)]));
}

export function paraFluxoResumo(f: FluxoArmazenado, dono: UsuarioResumo, favorito: 'S' | 'N'): FluxoResumo {
  return {
    id: f.id,
    descricao: f.descricao,
    detalhes: f.detalhes,
    icone: f.icone,
    arquivado: f.arquivado,
    fluxoFavorito: favorito,
    permitirEnviarCards: f.permitirEnviarCards,
    permitirReceberCards: f.permitirReceberCards,
    permitirFormPublico: f.permitirFormPublico,
    dataHoraAlteracao: f.dataHoraAlteracao,
    numEtapasPresentes: f.numEtapasPresentes,
    numInstanciasCriadas: f.numInstanciasCriadas,
    numPessoasComAcesso: f.numPessoasComAcesso,
    numRegrasCriadas: f.numRegrasCriadas,
    Usuario: dono,
  };
}

/** The whole flow for the session user: the list card plus the dialogs' data and his rights. */
export async function paraFluxo(
  deps: AppDeps,
  f: FluxoArmazenado,
  acesso: AcessoDoUsuario,
  favorito: 'S' | 'N',
): Promise<Fluxo> {
  const [donos, imgBackgroundFormulario] = await Promise.all([
    donosDosFluxos(deps, f.sigla, [f]),
    urlDeLeitura(deps, f.imgBackgroundChave),
  ]);
  return {
    ...paraFluxoResumo(f, donos.get(f.donoId) ?? donoSemConta(f), favorito),
    rotuloNovaInstancia: f.rotuloNovaInstancia,
    tituloFormulario: f.tituloFormulario,
    descricaoFormulario: f.descricaoFormulario,
    imgBackgroundFormulario,
    linkPublico: f.linkPublico,
    ehDono: acesso.ehDono,
    permiteEditarElementosFluxo: permiteEditarElementosFluxo(acesso),
  };
}
