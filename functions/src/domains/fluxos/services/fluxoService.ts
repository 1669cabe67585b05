import { keysCampo } from '@wf/shared/constants/fluxos';
import type { atualizarFluxoSchema, atualizarPropriedadeSchema } from '@wf/shared/schemas/fluxo';
import type {
  FluxoComEtapas,
  RespostaFluxo,
  RespostaFluxoAlterado,
  RespostaListaFluxos,
  RespostaUsuariosDoFluxo,
  RespostaVariaveis,
} from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { buscarAcesso, inserirAcessoItem, marcarFavorito } from '../../../data/repositories/acessoFluxoRepository';
import { listarAutorizacoesDoFluxo } from '../../../data/repositories/autorizacaoRepository';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import {
  buscarFluxosPorIds,
  inserirFluxoItem,
  inserirLinkPublicoItem,
  salvarDadosFluxoItem,
} from '../../../data/repositories/fluxoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { pessoasAlcancadas } from '../../organograma';
import { buscarUsuariosPorEmails, buscarUsuariosPorIds } from '../../../data/repositories/usuarioRepository';
import { listarAutorizacoesOrgDoFluxo } from '../../../data/repositories/autorizacaoOrgRepository';
import { excluirImagem, imagemKeys, salvarImagem } from '../../../data/storage/imagemStorage';
import { transact, type TransactItem } from '../../../data/transact';
import { decodificarImagem } from '../../../lib/dataUrl';
import { gerarSegredo } from '../../../lib/segredos';
import { emOrdemDeExibicao } from '../entities/etapa';
import { paraListaEtapas } from './apresentacaoEtapa';
import { emOrdemDeNome, paraEtiqueta } from '../entities/etiqueta';
import { paraEtapaRel, vinculosValidos } from '../entities/vinculo';
import { acessoDoDono } from '../entities/acessoFluxo';
import {
  arquivar,
  editarDados,
  novoFluxo,
  renomear,
  type DadosDialogoFluxo,
  type FluxoArmazenado,
} from '../entities/fluxo';
import { permiteEditarElementosFluxo } from '../entities/permissoes';
import { erroFluxo } from '../erros';
import {
  acessoNaColecao,
  carregarAcesso,
  conferirDono,
  type ContextoFluxo,
  fluxosDaPessoa,
} from './acessoFluxoService';
import { donosDosFluxos, paraFluxo, paraFluxoResumo, paraUsuarioResumo } from './apresentacaoFluxo';
import { comNovasTentativas } from './escritaNoFluxo';

type AtualizarFluxo = z.output<typeof atualizarFluxoSchema>;
type AtualizarPropriedade = z.output<typeof atualizarPropriedadeSchema>;

const favoritoDe = async (deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<'S' | 'N'> =>
  (await buscarAcesso(deps, sessao.sigla, sessao.email, idFluxo))?.favorito ?? 'N';

/** GET /api/fluxos/buscar: one Query of the person's access index, one BatchGet of the flows, one of their owners. */
export async function listarFluxos(deps: AppDeps, sessao: Sessao): Promise<RespostaListaFluxos> {
  const acessos = await fluxosDaPessoa(deps, sessao);
  const fluxos = await buscarFluxosPorIds(
    deps,
    sessao.sigla,
    acessos.map((a) => a.idFluxo),
  );
  const donos = await donosDosFluxos(deps, sessao.sigla, fluxos);
  const favoritos = new Map(acessos.map((a) => [a.idFluxo, a.favorito]));
  const listaFluxos = fluxos
    .map((f) => paraFluxoResumo(f, donos.get(f.donoId)!, favoritos.get(f.id) ?? 'N'))
    .sort((a, b) => b.dataHoraAlteracao.localeCompare(a.dataHoraAlteracao) || a.id.localeCompare(b.id));
  return { listaFluxos };
}

export async function buscarFluxo(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<RespostaFluxo> {
  const [ctx, favorito] = await Promise.all([carregarAcesso(deps, sessao, idFluxo), favoritoDe(deps, sessao, idFluxo)]);
  return { Fluxo: await paraFluxo(deps, ctx.fluxo, ctx, favorito) };
}

/**
 * GET /api/fluxos/buscar/etapas-com-instancias/{idFluxo}: the flow screen from ONE Query of the
 * flow's collection (flow, stages, links, labels and the user's own authorisations), plus his
 * favourite flag and the owner's avatar.
 */
export async function buscarFluxoComEtapas(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<FluxoComEtapas> {
  const [colecao, favorito] = await Promise.all([
    buscarColecaoDoFluxo(deps, sessao.sigla, idFluxo),
    favoritoDe(deps, sessao, idFluxo),
  ]);
  const ctx = await acessoNaColecao(deps, sessao, colecao);
  const vinculos = vinculosValidos(colecao.etapas, colecao.vinculos);
  return {
    Fluxo: await paraFluxo(deps, ctx.fluxo, ctx, favorito),
    listaEtapas: paraListaEtapas(colecao.etapas, ctx, vinculos),
    listaEtapasRel: vinculos.map(paraEtapaRel),
    listaEtiquetas: emOrdemDeNome(colecao.etiquetas).map(paraEtiqueta),
    permiteEditarElementosFluxo: permiteEditarElementosFluxo(ctx),
  };
}

/** POST /api/fluxos/inserir: the creator owns the new flow and is its only person with access. */
export async function criarFluxo(deps: AppDeps, sessao: Sessao, dados: DadosDialogoFluxo): Promise<RespostaFluxo> {
  const fluxo = novoFluxo({
    id: deps.newId(),
    sigla: sessao.sigla,
    dono: { id: sessao.usuarioId, email: sessao.email },
    dados,
    agora: deps.clock(),
  });
  const gravou = await transact(deps, [
    inserirFluxoItem(deps, fluxo),
    inserirAcessoItem(deps, sessao.sigla, acessoDoDono(fluxo.id, sessao.email)),
    outboxPut(deps, {
      tipo: 'fluxoCriado',
      detalhe: { sigla: sessao.sigla, idFluxo: fluxo.id, alteradoPor: sessao.email, descricao: fluxo.descricao },
    }),
  ]);
  if (!gravou) throw erroFluxo.alteradoPorOutro();
  return { Fluxo: await paraFluxo(deps, fluxo, { ehDono: true, autorizacoes: [] }, 'N') };
}

/**
 * The S3 key the background field leads to: a new upload (data URL, checked by its content),
 * null (removed) or the current one (field absent). Uploaded before the table write: a failed
 * write leaves an orphan object, never a broken reference.
 */
async function resolverFundo(
  deps: AppDeps,
  fluxo: FluxoArmazenado,
  valor: string | null | undefined,
): Promise<string | null> {
  if (valor === undefined) return fluxo.imgBackgroundChave;
  if (valor === null) return null;
  const imagem = decodificarImagem(valor);
  if (!imagem) throw erroFluxo.imagemInvalida();
  const chave = imagemKeys.fundoFormulario(fluxo.sigla, fluxo.id, deps.clock().getTime(), imagem.extensao);
  await salvarImagem(deps, chave, imagem);
  return chave;
}

/**
 * PUT /api/fluxos/atualizar (owner only): dialog data, send/receive flags and the public form.
 * Enabling the form the first time creates its link: a random hash and its lookup item, in the
 * same transaction as the flow.
 */
export async function atualizarFluxo(
  deps: AppDeps,
  sessao: Sessao,
  dados: AtualizarFluxo,
): Promise<RespostaFluxoAlterado['Fluxo']> {
  const ctx = await carregarAcesso(deps, sessao, dados.Fluxo.id);
  conferirDono(ctx);
  const chaveFundo = await resolverFundo(deps, ctx.fluxo, dados.imgBackgroundFormulario);
  const alterado = editarDados(
    ctx.fluxo,
    dados.Fluxo,
    { imgBackgroundChave: chaveFundo, novoLink: () => gerarSegredo() },
    deps.clock(),
  );
  const itens: TransactItem[] = [
    salvarDadosFluxoItem(deps, alterado),
    outboxPut(deps, {
      tipo: 'fluxoAtualizado',
      detalhe: {
        sigla: sessao.sigla,
        idFluxo: alterado.id,
        alteradoPor: sessao.email,
        descricao: alterado.descricao,
        alteracao: 'dados',
      },
    }),
  ];
  if (alterado.linkPublico && !ctx.fluxo.linkPublico)
    itens.push(inserirLinkPublicoItem(deps, sessao.sigla, alterado.linkPublico, alterado.id));
  if (!(await transact(deps, itens))) throw erroFluxo.alteradoPorOutro();
  if (ctx.fluxo.imgBackgroundChave && ctx.fluxo.imgBackgroundChave !== chaveFundo)
    await excluirImagem(deps, ctx.fluxo.imgBackgroundChave);
  const favorito = await favoritoDe(deps, sessao, alterado.id);
  return paraFluxo(deps, { ...alterado, versao: alterado.versao + 1 }, ctx, favorito);
}

/**
 * POST /api/common/atualizar-propriedade/{id}: rename (the screen title) or archive/unarchive,
 * owner only. Retried on a lost race, so a rename never fails because a counter moved.
 */
export async function atualizarPropriedade(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  dados: AtualizarPropriedade,
): Promise<void> {
  await comNovasTentativas(async () => {
    const ctx = await carregarAcesso(deps, sessao, idFluxo);
    conferirDono(ctx);
    const agora = deps.clock();
    const alterado =
      dados.nomePropriedade === 'descricao'
        ? renomear(ctx.fluxo, dados.valor, agora)
        : arquivar(ctx.fluxo, dados.valor, agora);
    const alteracao =
      dados.nomePropriedade === 'descricao' ? 'renomeado' : dados.valor === 'S' ? 'arquivado' : 'desarquivado';
    const gravou = await transact(deps, [
      salvarDadosFluxoItem(deps, alterado),
      outboxPut(deps, {
        tipo: 'fluxoAtualizado',
        detalhe: { sigla: sessao.sigla, idFluxo, alteradoPor: sessao.email, descricao: alterado.descricao, alteracao },
      }),
    ]);
    return gravou || null;
  });
}

/**
 * Favourites are a per-person preference kept in the person's access entry: no other screen
 * changes, so no event (and no transaction) is needed.
 */
export async function alterarFavorito(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  favorito: 'S' | 'N',
): Promise<void> {
  await carregarAcesso(deps, sessao, idFluxo);
  if (!(await marcarFavorito(deps, sessao.sigla, sessao.email, idFluxo, favorito))) throw erroFluxo.naoEncontrado();
}

/**
 * GET /api/fluxos/emails-usados-no-fluxo/{idFluxo}: the owner, the authorised people and the people
 * the flow's unit grants reach, who are active users of the tenant.
 */
export async function listarUsuariosDoFluxo(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
): Promise<RespostaUsuariosDoFluxo> {
  const ctx: ContextoFluxo = await carregarAcesso(deps, sessao, idFluxo);
  const [autorizacoes, daUnidade] = await Promise.all([
    listarAutorizacoesDoFluxo(deps, sessao.sigla, idFluxo),
    listarAutorizacoesOrgDoFluxo(deps, sessao.sigla, idFluxo).then((c) => pessoasAlcancadas(deps, sessao.sigla, c)),
  ]);
  const emails = [...new Set([ctx.fluxo.donoEmail, ...autorizacoes.map((a) => a.emailAutorizado)])];
  const [porEmail, porUnidade] = await Promise.all([
    buscarUsuariosPorEmails(deps, sessao.sigla, emails),
    buscarUsuariosPorIds(deps, sessao.sigla, daUnidade),
  ]);
  const usuarios = [...new Map([...porEmail, ...porUnidade].map((u) => [u.id, u])).values()];
  const listaUsuarios = await Promise.all(
    usuarios.filter((u) => u.ativo === 'S').map((u) => paraUsuarioResumo(deps, u)),
  );
  return {
    listaUsuarios: listaUsuarios.sort(
      (a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.email.localeCompare(b.email),
    ),
  };
}

/**
 * GET /api/fluxos/variaveis/{idFluxo}/{keyCampo}: the variable names of the flow's fields of a
 * type ('todos': every type), in board order then form order, each once.
 */
export async function listarVariaveis(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  keyCampo: string,
): Promise<RespostaVariaveis> {
  if (keyCampo !== 'todos' && !(keysCampo as readonly string[]).includes(keyCampo)) throw erroFluxo.tipoCampoInvalido();
  await carregarAcesso(deps, sessao, idFluxo);
  const etapas = emOrdemDeExibicao(await listarEtapasDoFluxo(deps, sessao.sigla, idFluxo));
  const nomes = etapas.flatMap((e) =>
    e.listaCamposFormulario.filter((c) => keyCampo === 'todos' || c.keyCampo === keyCampo).map((c) => c.nomeVariavel),
  );
  return { listaVariaveis: [...new Set(nomes)] };
}
