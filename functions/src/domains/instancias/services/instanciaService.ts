import { mensagensCard } from '@wf/shared/constants/cards';
import type { atualizarInstanciaSchema, inserirInstanciaSchema } from '@wf/shared/schemas/instancia';
import type {
  RespostaContadores,
  RespostaHistorico,
  Instancia,
  RespostaInstancia,
  RespostaSequencia,
} from '@wf/shared/types/instancia';
import {
  camposExigidosNaCriacao,
  validarFormularioCard,
  validarValorCampo,
} from '@wf/shared/validation/formularioCard';
import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { alterarTotalCardsEtapaItem } from '../../../data/repositories/etapaRepository';
import { contarInstanciaCriadaItem, sequenciaCardsAtual } from '../../../data/repositories/fluxoRepository';
import {
  atualizarDadosInstanciaItem,
  chavesDaColecaoDoCard,
  excluirInstanciaItem,
  inserirInstanciaItem,
  listarHistorico,
  vizinhoNaEtapa,
} from '../../../data/repositories/instanciaRepository';
import { entradasDoCardItens } from '../../../data/repositories/indiceFiltroCardsRepository';
import { excluirEmLote } from '../../../data/lotes';
import { excluirObjetosDoCard } from '../../../data/storage/anexoStorage';
import { transact, type TransactItem } from '../../../data/transact';
import { carregarAcesso, carregarFluxo, emOrdemDeExibicao, permissoesNaEtapa } from '../../fluxos';
import { vencimentoNoPassado } from '../../../lib/datas';
import { sanitizarDetalhes } from '../entities/detalhes';
import { novaInstancia, textoDeBusca, type InstanciaArmazenada } from '../entities/instancia';
import { chaveEntre } from '../entities/ordem';
import { erroInstancia } from '../erros';
import { gerarIdUnicoDoCard } from './idUnicoService';
import { paraHistoricoCard, paraInstancia, pessoasDosCards } from './apresentacaoInstancia';
import { carregarInstancia, conferirAbrirCard, conferirRestricao, type ContextoInstancia } from './contextoInstancia';
import { detalheCard, evento, historicoItem, itensDeEntradaNoFluxo } from './escritasCard';
import { conferirValoresBaseDados } from './valoresBaseDados';

type InserirInstancia = z.output<typeof inserirInstanciaSchema>;
type AtualizarInstancia = z.output<typeof atualizarInstanciaSchema>;

/** A card answered with its people resolved (author, responsibles). */
export async function apresentar(
  deps: AppDeps,
  sessao: Sessao,
  fluxo: Pick<ContextoInstancia, 'ctx' | 'etapas' | 'colecao'>,
  c: InstanciaArmazenada,
  ordem: number,
) {
  const pessoas = await pessoasDosCards(deps, sessao.sigla, [c]);
  return paraInstancia(c, ordem, { fluxo, pessoas, emailSessao: sessao.email });
}

/**
 * Form values typed into a stage's fields: each checked and normalised by its field
 * (validarValorCampo); a variable the form does not have is refused, and so is an attachment
 * field (its value changes only through the attachment upload, anexoService). 400 with every
 * field's message by nomeVariavel.
 */
export function valoresValidados(
  campos: readonly CampoFormulario[],
  valores: Record<string, unknown>,
): Record<string, unknown> {
  const porNome = new Map(campos.map((c) => [c.nomeVariavel, c]));
  const aceitos: Record<string, unknown> = {};
  const erros: Record<string, string> = {};
  for (const [nome, valor] of Object.entries(valores)) {
    const campo = porNome.get(nome);
    if (!campo) {
      erros[nome] = mensagensCard.campoInexistente(nome);
      continue;
    }
    if (campo.keyCampo === 'anexo' && campo.indEditavel) {
      erros[nome] = mensagensCard.anexoPeloUpload;
      continue;
    }
    const r = validarValorCampo(campo, valor);
    if (r.ok) aceitos[nome] = r.valor;
    else erros[nome] = r.erro;
  }
  if (Object.keys(erros).length) throw erroInstancia.formularioInvalido(erros);
  return aceitos;
}

/** A form that must be complete (create): 400 with the first message and all of them in `erros`. */
function conferirFormularioCompleto(campos: readonly CampoFormulario[], valores: Record<string, unknown>): void {
  const erros = validarFormularioCard(campos, valores);
  if (erros.length) throw new ErroDominio('validacao', 'EValidacao', erros[0]!, undefined, { erros });
}

/**
 * POST /api/instancias/inserir: a card in the flow's initial stage, at the top of it. Needs
 * permiteExecutarInstancias there; the initial stage's form is checked (values and required
 * fields), labels must be the flow's, the due date not before today. The id field gets its value
 * from its pattern (sequences taken before the transaction: gaps possible) or a random hash.
 * One transaction: card, history, stage and flow counters, cardCriado + cardEntrarEtapa, and
 * itensExtras (writes that must commit with the card, given its id: /api/v1's Idempotency-Key).
 */
export async function inserirInstancia(
  deps: AppDeps,
  sessao: Sessao,
  dados: InserirInstancia,
  itensExtras: (idInstancia: string) => TransactItem[] = () => [],
): Promise<Instancia> {
  const d = dados.Instancia;
  const fluxo = await carregarFluxo(deps, sessao, d.idFluxo);
  const inicial = fluxo.etapas.find((e) => e.etapaInicial === 'S');
  if (!inicial) throw erroInstancia.semEtapaInicial();
  if (permissoesNaEtapa(fluxo.ctx, inicial.id).permiteExecutarInstancias !== 'S')
    throw erroInstancia.semPermissaoCriar();
  const idsEtiquetas = new Set(fluxo.colecao.etiquetas.map((e) => e.id));
  if (!d.listaEtiquetas.every((id) => idsEtiquetas.has(id))) throw erroInstancia.etiquetaDeOutroFluxo();
  const agora = deps.clock();
  if (d.dataVencimento && vencimentoNoPassado(d.dataVencimento, agora)) throw erroInstancia.vencimentoPassado();

  const campos = inicial.listaCamposFormulario;
  const valores = valoresValidados(campos, d.listaValoresFormulario);
  conferirFormularioCompleto(camposExigidosNaCriacao(campos), valores);
  await conferirValoresBaseDados(deps, sessao.sigla, campos, valores);

  const gerado = await gerarIdUnicoDoCard(deps, sessao.sigla, fluxo.ctx.fluxo.id, campos, agora);
  const idUnico = gerado?.valor ?? null;
  if (gerado) valores[gerado.campo.nomeVariavel] = gerado.valor;

  // New cards go to the top of the initial stage, where their creator sees them (docs/adr/0014-cards-core.md).
  const primeira = await vizinhoNaEtapa(deps, sessao.sigla, inicial.id, {});
  const c = novaInstancia({
    id: deps.newId(),
    idFluxo: fluxo.ctx.fluxo.id,
    idEtapa: inicial.id,
    descricao: d.descricao,
    detalhes: sanitizarDetalhes(d.detalhes),
    dataVencimento: d.dataVencimento ?? null,
    listaValoresFormulario: valores,
    idUnico,
    ordemChave: chaveEntre(null, primeira?.ordemChave ?? null),
    etiquetas: [...new Set(d.listaEtiquetas)],
    emailAutor: sessao.email,
    agora,
  });
  const gravou = await transact(deps, [
    inserirInstanciaItem(deps, sessao.sigla, c),
    ...entradasDoCardItens(deps, sessao.sigla, c, 'incluir'),
    ...itensDeEntradaNoFluxo(deps, sessao.sigla, c.idFluxo, c.idEtapa),
    historicoItem(deps, sessao, c.id, inicial, 'criado', agora),
    evento(deps, { tipo: 'cardCriado', detalhe: detalheCard(sessao, c) }),
    evento(deps, { tipo: 'cardEntrarEtapa', detalhe: { ...detalheCard(sessao, c), idEtapaOrigem: null } }),
    ...itensExtras(c.id),
  ]);
  // The only conditions: a new id, the stage and the flow still exist (and an extra item's own).
  if (!gravou) throw erroInstancia.alteradoPorOutro();
  return apresentar(deps, sessao, fluxo, c, 1);
}

/** GET /api/instancias/buscar-por-id/{id} */
export async function buscarInstanciaPorId(deps: AppDeps, sessao: Sessao, id: string): Promise<RespostaInstancia> {
  const ctx = await carregarInstancia(deps, sessao, id);
  conferirAbrirCard(ctx);
  const instancia = await apresentar(deps, sessao, ctx, ctx.instancia, 0);
  return { Instancia: { ...instancia, restricoes: ctx.restricoes } };
}

/**
 * PUT /api/instancias/atualizar/{id}: title, details, due date; each change checked against the
 * person's restriction flag on the card's stage.
 */
export async function atualizarInstancia(
  deps: AppDeps,
  sessao: Sessao,
  id: string,
  dados: AtualizarInstancia,
): Promise<Instancia> {
  const ctx = await carregarInstancia(deps, sessao, id);
  conferirAbrirCard(ctx);
  const c = ctx.instancia;
  const agora = deps.clock();
  const mudancas: Partial<Pick<InstanciaArmazenada, 'descricao' | 'detalhes' | 'dataVencimento' | 'textoBusca'>> = {};
  const campos: Array<'descricao' | 'detalhes' | 'dataVencimento'> = [];
  if (dados.descricao !== undefined && dados.descricao !== c.descricao) {
    conferirRestricao(ctx, 'restrTitulo', mensagensCard.semPermissaoTitulo);
    mudancas.descricao = dados.descricao;
    mudancas.textoBusca = textoDeBusca(dados.descricao, c.idUnico);
    campos.push('descricao');
  }
  if (dados.detalhes !== undefined) {
    const detalhes = sanitizarDetalhes(dados.detalhes);
    if (detalhes !== c.detalhes) {
      conferirRestricao(ctx, 'restrDetalhes', mensagensCard.semPermissaoDetalhes);
      mudancas.detalhes = detalhes;
      campos.push('detalhes');
    }
  }
  if (dados.dataVencimento !== undefined && dados.dataVencimento !== c.dataVencimento) {
    conferirRestricao(ctx, 'restrValidade', mensagensCard.semPermissaoValidade);
    if (dados.dataVencimento && vencimentoNoPassado(dados.dataVencimento, agora))
      throw erroInstancia.vencimentoPassado();
    mudancas.dataVencimento = dados.dataVencimento;
    campos.push('dataVencimento');
  }
  if (campos.length === 0) return apresentar(deps, sessao, ctx, c, 0);
  const gravou = await transact(deps, [
    atualizarDadosInstanciaItem(deps, sessao.sigla, c, mudancas, agora),
    evento(deps, { tipo: 'cardAtualizado', detalhe: { ...detalheCard(sessao, { ...c, ...mudancas }), campos } }),
  ]);
  // Gone, or (a due-date change is conditioned on the flow read) moved to another flow meanwhile.
  if (!gravou)
    throw campos.includes('dataVencimento') ? erroInstancia.alteradoPorOutro() : erroInstancia.naoEncontrada();
  const atualizado = { ...c, ...mudancas, dataHoraAlteracao: agora.toISOString() };
  return apresentar(deps, sessao, ctx, atualizado, 0);
}

/**
 * DELETE /api/instancias/excluir/{id}: author only. The card item, its list-filter entries, the
 * stage and flow counters and cardExcluido in one transaction; then the rest of the card's collection (history and
 * sub-elements, which nothing reaches without the card item) in BatchWrite pages, and the
 * attachments' objects in S3.
 */
export async function excluirInstancia(deps: AppDeps, sessao: Sessao, id: string): Promise<void> {
  const ctx = await carregarInstancia(deps, sessao, id);
  const c = ctx.instancia;
  if (c.emailAutor !== sessao.email.toLowerCase()) throw erroInstancia.somenteAutorExclui();
  const gravou = await transact(deps, [
    excluirInstanciaItem(deps, sessao.sigla, c),
    ...entradasDoCardItens(deps, sessao.sigla, c, 'excluir'),
    alterarTotalCardsEtapaItem(deps, sessao.sigla, c.idFluxo, c.idEtapa, -1),
    contarInstanciaCriadaItem(deps, sessao.sigla, c.idFluxo, -1),
    evento(deps, { tipo: 'cardExcluido', detalhe: detalheCard(sessao, c) }),
  ]);
  if (!gravou) throw erroInstancia.alteradoPorOutro();
  await excluirEmLote(deps, await chavesDaColecaoDoCard(deps, sessao.sigla, c.id));
  await excluirObjetosDoCard(deps, sessao.sigla, c.id);
}

/** GET /api/instancia/historico/buscar-por-instancia/{id}: oldest first. */
export async function historicoDaInstancia(deps: AppDeps, sessao: Sessao, id: string): Promise<RespostaHistorico> {
  const ctx = await carregarInstancia(deps, sessao, id);
  conferirAbrirCard(ctx);
  const historico = await listarHistorico(deps, sessao.sigla, id);
  return { listaHistorico: historico.map((h) => paraHistoricoCard(h, ctx.etapas)) };
}

/** GET /api/instancias/next-sequence-card/{idFluxo}: the next {{NS}} value, not consumed. */
export async function proximaSequencia(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<RespostaSequencia> {
  await carregarAcesso(deps, sessao, idFluxo);
  return { sequencia: (await sequenciaCardsAtual(deps, sessao.sigla, idFluxo)) + 1 };
}

/** GET /api/instancias/contadores/{idFluxo}: each stage's card count, in board order. */
export async function contadoresDoFluxo(deps: AppDeps, sessao: Sessao, idFluxo: string): Promise<RespostaContadores> {
  const fluxo = await carregarFluxo(deps, sessao, idFluxo);
  return {
    listaContadores: emOrdemDeExibicao(fluxo.etapas).map((e) => ({
      idEtapa: e.id,
      totalCardsPresentes: e.totalCardsPresentes,
    })),
  };
}
