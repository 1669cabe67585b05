import type { AtualizarMinhaConta } from '@wf/shared/schemas/usuario';
import type { RespostaAtualizarMinhaConta, UsuarioSessao } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { excluirSessaoItem, gravarSessaoItem } from '../../../data/repositories/sessaoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { registrarTokenApiItem, revogarTokenApiItem } from '../../../data/repositories/tokenApiRepository';
import { salvarUsuarioItem } from '../../../data/repositories/usuarioRepository';
import { excluirImagem, imagemKeys, salvarImagem } from '../../../data/storage/imagemStorage';
import { transact, type TransactItem } from '../../../data/transact';
import { decodificarImagem } from '../../../lib/dataUrl';
import { gerarSegredo, hashDeSegredo } from '../../../lib/segredos';
import { hashSenha } from '../../../lib/senhas';
import { novaSessao, type SessaoAberta } from '../../../kernel/novaSessao';
import {
  atualizarDadosProprios,
  definirSenha,
  desabilitarAcessoApi,
  habilitarAcessoApi,
  trocarFoto,
  type Usuario,
} from '../entities/usuario';
import { erroUsuario } from '../erros';
import { contaDaSessao } from './contaService';
import { montarUsuarioSessao } from './usuarioSessaoService';

/** GET /api/usuario/buscar */
export async function buscarMinhaConta(deps: AppDeps, sessao: Sessao): Promise<UsuarioSessao> {
  const { cliente, usuario } = await contaDaSessao(deps, sessao);
  return montarUsuarioSessao(deps, cliente, usuario);
}

/**
 * The public-API token starts with the tenant's sigla so the API can find the tenant from the
 * token alone and still use tenant-first keys (tokenApiRepository).
 */
const novoTokenApi = (sigla: string): string => `${sigla}.${gerarSegredo(24)}`;

/** Uploads a new photo (data URL) and answers its key; null removes it; undefined keeps it. */
async function resolverFoto(deps: AppDeps, u: Usuario, imgFoto: string | null | undefined): Promise<string | null> {
  if (imgFoto === undefined) return u.fotoChave;
  if (imgFoto === null) return null;
  const imagem = decodificarImagem(imgFoto);
  if (!imagem) throw erroUsuario.fotoInvalida();
  const chave = imagemKeys.fotoUsuario(u.sigla, u.id, deps.clock().getTime(), imagem.extensao);
  await salvarImagem(deps, chave, imagem);
  return chave;
}

/**
 * Writes that follow the acessoAPI switch and "gerar novo token": the lookup item of the old
 * token's hash goes and the new one's comes in the account's transaction, so the old token stops
 * with the commit.
 */
function itensTokenApi(deps: AppDeps, antes: Usuario, depois: Usuario): TransactItem[] {
  if (antes.hashTokenAPI === depois.hashTokenAPI) return [];
  return [
    ...(antes.hashTokenAPI ? [revogarTokenApiItem(deps, antes.sigla, antes.hashTokenAPI)] : []),
    ...(depois.hashTokenAPI ? [registrarTokenApiItem(deps, depois.sigla, depois.hashTokenAPI, depois.id)] : []),
  ];
}

export interface ContaAtualizada extends Omit<RespostaAtualizarMinhaConta, 'mensagem'> {
  /** Present when the password changed: every other session ends, this one continues with a new token. */
  sessaoRenovada?: SessaoAberta;
}

/**
 * PUT /api/usuario/atualizar (my account): profile data, photo, password and API access, saved
 * with the usuarioAtualizado event in one transaction. A new password signs out every other
 * session of the account; the caller's session is replaced in the same transaction.
 */
export async function atualizarMinhaConta(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarMinhaConta,
): Promise<ContaAtualizada> {
  const { cliente, usuario } = await contaDaSessao(deps, sessao);
  const agora = deps.clock();

  let alterado = atualizarDadosProprios(usuario, dados, agora);
  alterado = trocarFoto(alterado, await resolverFoto(deps, usuario, dados.imgFoto), agora);
  // The token is generated here and only its hash is stored: the answer shows it this once.
  let tokenGerado: string | null = null;
  if (dados.acessoAPI === 'S' || dados.gerarNovoTokenAPI) {
    if (dados.gerarNovoTokenAPI && usuario.acessoAPI !== 'S' && dados.acessoAPI !== 'S')
      throw erroUsuario.acessoApiDesligado();
    const token = novoTokenApi(usuario.sigla);
    const r = habilitarAcessoApi(alterado, hashDeSegredo(token), agora, dados.gerarNovoTokenAPI === true);
    alterado = r.usuario;
    if (r.gerado) tokenGerado = token;
  }
  if (dados.acessoAPI === 'N') alterado = desabilitarAcessoApi(alterado, agora);
  const sessaoRenovada = dados.senha ? novaSessao(usuario, agora) : undefined;
  if (dados.senha) alterado = definirSenha(alterado, await hashSenha(dados.senha), agora);

  const gravou = await transact(deps, [
    salvarUsuarioItem(deps, alterado),
    ...itensTokenApi(deps, usuario, alterado),
    ...(sessaoRenovada
      ? [gravarSessaoItem(deps, sessaoRenovada.registro), excluirSessaoItem(deps, sessao.sigla, sessao.sessaoId)]
      : []),
    outboxPut(deps, {
      tipo: 'usuarioAtualizado',
      detalhe: { sigla: usuario.sigla, usuarioId: usuario.id, alteradoPor: usuario.id },
    }),
  ]);
  if (!gravou) throw erroUsuario.alteradoPorOutro();
  if (usuario.fotoChave && usuario.fotoChave !== alterado.fotoChave) await excluirImagem(deps, usuario.fotoChave);

  return {
    usuario: {
      ...(await montarUsuarioSessao(deps, cliente, { ...alterado, versao: alterado.versao + 1 })),
      ...(tokenGerado ? { tokenAPI: tokenGerado } : {}),
    },
    sessaoRenovada,
  };
}
