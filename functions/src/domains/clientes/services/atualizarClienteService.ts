import type { AtualizarCliente } from '@wf/shared/schemas/administracao';
import type { RespostaAtualizarCliente } from '@wf/shared/types/sessao';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { salvarClienteItem } from '../../../data/repositories/clienteRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { excluirImagem, imagemKeys, salvarImagem } from '../../../data/storage/imagemStorage';
import { transact } from '../../../data/transact';
import { decodificarImagem } from '../../../lib/dataUrl';
import { aplicarConfiguracoes, type Cliente } from '../entities/cliente';
import { erroCliente } from '../erros';
import { paraClienteCompleto } from './apresentacaoCliente';
import { exigirClienteAtivo } from './clienteService';

/** Environment settings are the tenant administrator's (profile 2) alone. */
const PERFIL_ADMINISTRADOR_AMBIENTE = '2';

type TipoLogo = 'logo' | 'logoLogin';

/**
 * The S3 key a logo field leads to: a new upload (data URL), null (removed) or the current one
 * (field absent). The upload happens before the table write; if the write then fails the new
 * object is only an orphan, never a broken reference.
 */
async function resolverLogo(
  deps: AppDeps,
  cliente: Cliente,
  tipo: TipoLogo,
  valor: string | null | undefined,
  atual: string | null,
): Promise<string | null> {
  if (valor === undefined) return atual;
  if (valor === null) return null;
  const imagem = decodificarImagem(valor);
  if (!imagem || imagem.extensao !== 'png') throw erroCliente.logoInvalido();
  const chave = imagemKeys.logo(cliente.sigla, tipo, deps.clock().getTime());
  await salvarImagem(deps, chave, imagem);
  return chave;
}

export async function atualizarConfiguracoesDoCliente(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarCliente,
): Promise<RespostaAtualizarCliente['cliente']> {
  if (sessao.perfilUsuario !== PERFIL_ADMINISTRADOR_AMBIENTE) throw erroCliente.somenteAdministradorDoAmbiente();
  const cliente = await exigirClienteAtivo(deps, sessao.sigla);
  const { logo, logoLogin, ...configuracoes } = dados;
  const logos = {
    logoChave: await resolverLogo(deps, cliente, 'logo', logo, cliente.logoChave),
    logoLoginChave: await resolverLogo(deps, cliente, 'logoLogin', logoLogin, cliente.logoLoginChave),
  };
  const alterado = aplicarConfiguracoes(cliente, configuracoes, logos, deps.clock(), deps.env.googleSignInConfigurado);
  const gravou = await transact(deps, [
    salvarClienteItem(deps, alterado),
    outboxPut(deps, { tipo: 'clienteAtualizado', detalhe: { sigla: cliente.sigla, alteradoPor: sessao.usuarioId } }),
  ]);
  if (!gravou) throw erroCliente.alteradoPorOutro();
  for (const antiga of [cliente.logoChave, cliente.logoLoginChave]) {
    if (antiga && antiga !== logos.logoChave && antiga !== logos.logoLoginChave) await excluirImagem(deps, antiga);
  }
  return paraClienteCompleto(deps, { ...alterado, versao: alterado.versao + 1 });
}
