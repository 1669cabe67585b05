import type { copiarFluxoSchema } from '@wf/shared/schemas/fluxo';
import type { RespostaFluxoAlterado } from '@wf/shared/types/fluxo';
import type * as z from 'zod';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { inserirAcessoItem } from '../../../data/repositories/acessoFluxoRepository';
import { inserirAutorizacaoItem } from '../../../data/repositories/autorizacaoRepository';
import { buscarColecaoDoFluxo } from '../../../data/repositories/colecaoFluxoRepository';
import { inserirEtapaItens } from '../../../data/repositories/etapaRepository';
import { inserirEtiquetaItens } from '../../../data/repositories/etiquetaRepository';
import { inserirFluxoItem } from '../../../data/repositories/fluxoRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { inserirVinculoItem } from '../../../data/repositories/vinculoRepository';
import { inserirRegraCopiadaItens, listarRegrasDoFluxo } from '../../../data/repositories/regraRepository';
import { buscarUsuario } from '../../../data/repositories/usuarioRepository';
import { transactEmSequencia, type TransactItem } from '../../../data/transact';
import { copiaDaAutorizacao } from '../entities/autorizacao';
import { camposComNovosIds, novaEtapa } from '../entities/etapa';
import { novoVinculo } from '../entities/vinculo';
import { novaEtiqueta } from '../entities/etiqueta';
import { acessoDoDono, type AcessoFluxo } from '../entities/acessoFluxo';
import { copiaDoFluxo } from '../entities/fluxo';
import { regraCopiada } from '../entities/regrasDaCopia';
import { erroFluxo } from '../erros';
import { acessoNaColecao, conferirDono } from './acessoFluxoService';
import { paraFluxo } from './apresentacaoFluxo';

type CopiarFluxo = z.output<typeof copiarFluxoSchema>;

/**
 * POST /api/fluxos/copiar (owner only): a new flow with the same stages (new ids, fields with new
 * ids, same flags, order and positions), links remapped to the new stages, labels, and, on
 * request, the authorisations (with the people's access entries) and the rules: each with the
 * copy's stage, field and label ids, switched off until reviewed, created by who copies
 * (docs/adr/0050-rule-counter-and-copied-rules.md).
 *
 * A big flow needs more than one transaction: the items of the copy go first, in batches of up
 * to 100, and the flow item, the owner's entry and the event go LAST. Until that last write
 * nobody can see the copy (every read starts from the flow item, the rules list included), so a
 * copy that dies half-way is invisible, never half-shown, and trying again makes a new copy, never
 * a copy with its rules twice.
 */
export async function copiarFluxo(
  deps: AppDeps,
  sessao: Sessao,
  dados: CopiarFluxo,
): Promise<RespostaFluxoAlterado['Fluxo']> {
  const { idFluxoOrigem, descricaoNovoFluxo, copiarAutorizacoes, copiarRegras } = dados.FluxoOrigem;
  const colecao = await buscarColecaoDoFluxo(deps, sessao.sigla, idFluxoOrigem);
  const ctx = await acessoNaColecao(deps, sessao, colecao);
  conferirDono(ctx);
  const agora = deps.clock();
  const sigla = sessao.sigla;
  const idFluxo = deps.newId();

  const novoIdDaEtapa = new Map(colecao.etapas.map((e) => [e.id, deps.newId()]));
  // Every id the copy renews (stages, fields, labels): what the copied rules are remapped with.
  const novosIds = new Map<string, string>(novoIdDaEtapa);
  const camposCopiados = (campos: Parameters<typeof camposComNovosIds>[0]) => {
    const novos = camposComNovosIds(campos, deps.newId);
    campos.forEach((c, i) => {
      novosIds.set(c.id, novos[i]!.id);
      novosIds.set(c.dataIndex, novos[i]!.dataIndex);
    });
    return novos;
  };
  const etapas = colecao.etapas.map((e) =>
    novaEtapa({
      id: novoIdDaEtapa.get(e.id)!,
      idFluxo,
      descricao: e.descricao,
      cor: e.cor,
      flags: { etapaInicial: e.etapaInicial, etapaFinal: e.etapaFinal, fluxoAberto: e.fluxoAberto },
      posicao: e.posicao,
      ordemExibicao: e.ordemExibicao,
      listaCamposFormulario: camposCopiados(e.listaCamposFormulario),
      agora,
    }),
  );
  const daCopia = (idEtapa: string) => novoIdDaEtapa.has(idEtapa);
  const vinculos = colecao.vinculos
    .filter((v) => daCopia(v.idEtapaOrigem) && daCopia(v.idEtapaDestino))
    .map((v) =>
      novoVinculo({
        idFluxo,
        idEtapaOrigem: novoIdDaEtapa.get(v.idEtapaOrigem)!,
        idEtapaDestino: novoIdDaEtapa.get(v.idEtapaDestino)!,
        posicaoOrigem: v.posicaoOrigem,
        posicaoDestino: v.posicaoDestino,
        agora,
      }),
    );
  const etiquetas = colecao.etiquetas.map((e) => {
    const id = deps.newId();
    novosIds.set(e.id, id);
    return novaEtiqueta({ id, idFluxo, descricao: e.descricao, cor: e.cor, agora });
  });
  const regras = copiarRegras ? await regrasDaCopia(deps, sessao, idFluxoOrigem, idFluxo, novosIds, agora) : [];
  const autorizacoes = copiarAutorizacoes
    ? colecao.autorizacoes
        .filter((a) => daCopia(a.idEtapa))
        .map((a) => copiaDaAutorizacao(a, { id: deps.newId(), idFluxo, idEtapa: novoIdDaEtapa.get(a.idEtapa)! }, agora))
    : [];

  // The access index of the copy: the owner, plus one entry per authorised e-mail.
  const donoEmail = sessao.email.toLowerCase();
  const porPessoa = new Map<string, number>();
  for (const a of autorizacoes) porPessoa.set(a.emailAutorizado, (porPessoa.get(a.emailAutorizado) ?? 0) + 1);
  const acessoDono = acessoDoDono(idFluxo, donoEmail, porPessoa.get(donoEmail) ?? 0);
  const outrosAcessos: AcessoFluxo[] = [...porPessoa]
    .filter(([email]) => email !== donoEmail)
    .map(([email, numEtapas]) => ({ idFluxo, email, dono: 'N', numEtapas, favorito: 'N' }));

  const fluxo = copiaDoFluxo(colecao.fluxo!, {
    id: idFluxo,
    descricao: descricaoNovoFluxo,
    dono: { id: sessao.usuarioId, email: donoEmail },
    numEtapasPresentes: etapas.length,
    numPessoasComAcesso: 1 + outrosAcessos.length,
    numRegrasCriadas: regras.length,
    agora,
  });

  // What the copy writes, each group atomic (a stage with its address); the data layer packs them.
  const grupos: TransactItem[][] = [
    ...etapas.map((e) => inserirEtapaItens(deps, sigla, e)),
    ...vinculos.map((v) => [inserirVinculoItem(deps, sigla, v)]),
    ...etiquetas.map((e) => inserirEtiquetaItens(deps, sigla, e)),
    ...autorizacoes.map((a) => [inserirAutorizacaoItem(deps, sigla, a)]),
    ...outrosAcessos.map((a) => [inserirAcessoItem(deps, sigla, a)]),
    ...regras.map((r) => inserirRegraCopiadaItens(deps, sigla, r)),
  ];
  const finais: TransactItem[] = [
    inserirFluxoItem(deps, fluxo),
    inserirAcessoItem(deps, sigla, acessoDono),
    outboxPut(deps, {
      tipo: 'fluxoCriado',
      detalhe: {
        sigla,
        idFluxo,
        alteradoPor: sessao.email,
        descricao: fluxo.descricao,
        idFluxoOrigem,
        descricaoFluxoOrigem: colecao.fluxo!.descricao,
      },
    }),
  ];
  if (!(await transactEmSequencia(deps, [...grupos, finais]))) throw erroFluxo.alteradoPorOutro();
  return paraFluxo(deps, fluxo, { ehDono: true, autorizacoes: [] }, 'N');
}

/**
 * The origin's rules as the copy's (read in the session's tenant: the key is built from it), in
 * their order, off and with the copy's ids. The origin's webhook secrets are not copied: each
 * copied rule gets its own when first read or used (docs/adr/0040).
 */
async function regrasDaCopia(
  deps: AppDeps,
  sessao: Sessao,
  idFluxoOrigem: string,
  idFluxo: string,
  novosIds: ReadonlyMap<string, string>,
  agora: Date,
) {
  const origem = await listarRegrasDoFluxo(deps, sessao.sigla, idFluxoOrigem);
  if (origem.length === 0) return [];
  const usuario = await buscarUsuario(deps, sessao.sigla, sessao.usuarioId);
  const criador = { id: sessao.usuarioId, email: sessao.email.toLowerCase(), nome: usuario?.nome };
  // A millisecond apart, so the copy lists them (oldest first) in the origin's order.
  return origem.map((r, i) =>
    regraCopiada(r, { id: deps.newId(), idFluxo, criador, novosIds, agora: new Date(agora.getTime() + i) }),
  );
}
