import { beforeAll, describe, expect, it } from 'vitest';
import { emSegundos } from '../../functions/src/data/chaves';
import { gravarNoFeed, lerFeedDaPessoa } from '../../functions/src/data/repositories/feedRepository';
import {
  aplicarDiferencaItens,
  buscarReleaseVista,
  buscarRetrato,
  contagensDaPessoa,
  marcarReleaseVistaItem,
  paginaDeMembros,
  vencimentosDaPessoa,
} from '../../functions/src/data/repositories/painelRepository';
import { transact } from '../../functions/src/data/transact';
import { escrever } from '../../functions/src/data/entidade';
import { diaDaquiA, hojeNoTenant } from '../../functions/src/lib/datas';
import { diferencaDoCard } from '../../functions/src/domains/painel/entities/diferencaRetrato';
import type { AtividadeFeed, EstadoCard } from '../../functions/src/domains/painel/entities/painel';
import { chavesForaDoTenant, doisTenants, itensComMarcas } from '../support/doisTenants';
import { tabelaPropria } from '../support/tabela';

/**
 * The home's per-person projections (tiles' counters and cards, due counters, the release seen,
 * the activity feed) keyed by tenant AND person. The same e-mail is a user of two tenants: what
 * the consumer writes for him in tenant A is read, counted and overwritten by the same e-mail
 * (and the same flow and card ids) under tenant B, against the real DynamoDB Local, and A's items
 * are read back raw.
 */

const deps = await tabelaPropria();
const { A, B, email, ids } = doisTenants();
const agora = new Date();
const hoje = hojeNoTenant(agora);
const ate = diaDaquiA(agora, 7);

/** The same card id in both tenants: A's under the person's responsibility, B's followed by him. */
const cardDe = (papel: 'responsavel' | 'seguidor', dataVencimento: string): EstadoCard => ({
  idInstancia: ids.card,
  idFluxo: ids.fluxo,
  dataHoraCriacao: agora.toISOString(),
  dataVencimento,
  responsaveis: papel === 'responsavel' ? [email.toLowerCase()] : [],
  seguidores: papel === 'seguidor' ? [email.toLowerCase()] : [],
  emEtapaFinal: false,
});

const linhaDe = (sigla: string): AtividadeFeed => ({
  id: ids.outro,
  tipo: 'comentario',
  idFluxo: ids.fluxo,
  idEtapa: ids.etapa,
  idInstancia: ids.card,
  descricaoInstancia: `Card de ${sigla}`,
  descricaoEtapa: 'Entrada',
  concluido: false,
  comentario: `Comentário em ${sigla}`,
  geradoPeloSistema: 'N',
  emailUsuario: email.toLowerCase(),
  nomeUsuario: 'Mesma Pessoa',
  dataHoraAlteracao: agora.toISOString(),
});

async function projetar(sigla: string, card: EstadoCard, release: string) {
  expect(await transact(deps, aplicarDiferencaItens(deps, sigla, null, card, diferencaDoCard(null, card)))).toBe(true);
  expect(await escrever(deps, marcarReleaseVistaItem(deps, sigla, email, release))).toBe(true);
  await gravarNoFeed(deps, sigla, linhaDe(sigla), [email.toLowerCase()], emSegundos(agora) + 86_400);
}

/** Everything the home reads for the person in a tenant. */
async function homeDe(sigla: string) {
  const membros = async (tipo: 'RESP' | 'SEG' | 'VENC') =>
    (await paginaDeMembros(deps, sigla, email, tipo, { offset: 0, count: 10, de: '', ate })).membros;
  return {
    contagens: await contagensDaPessoa(deps, sigla, email),
    vencimentos: await vencimentosDaPessoa(deps, sigla, email, hoje, ate),
    resp: await membros('RESP'),
    seg: await membros('SEG'),
    venc: await membros('VENC'),
    release: await buscarReleaseVista(deps, sigla, email),
    feed: (await lerFeedDaPessoa(deps, sigla, email, 10)).map((l) => l.atividade.comentario),
  };
}

const membro = [{ idInstancia: ids.card, idFluxo: ids.fluxo }];
const homeDeA = {
  contagens: [{ idFluxo: ids.fluxo, responsavel: 1, seguindo: 0 }],
  vencimentos: { atrasados: 0, proximos: 1 },
  resp: membro,
  seg: [],
  venc: membro,
  release: 'versao-de-A',
  feed: [`Comentário em ${A}`],
};

beforeAll(async () => {
  await projetar(A, cardDe('responsavel', diaDaquiA(agora, 3)), 'versao-de-A');
});

describe("the home's per-person items with the same e-mail in two tenants", () => {
  it("A's home holds what was projected (so the checks below are not vacuous)", async () => {
    expect(await homeDe(A)).toEqual(homeDeA);
  });

  it('the same e-mail under tenant B reads nothing of it: counts, due counters, tiles, release, feed', async () => {
    expect(await homeDe(B)).toEqual({
      contagens: [],
      vencimentos: { atrasados: 0, proximos: 0 },
      resp: [],
      seg: [],
      venc: [],
      release: null,
      feed: [],
    });
    expect(await buscarRetrato(deps, B, ids.card)).toBeNull();
  });

  it("stores every key of the person's, the card's and the flow's items under A's prefix", async () => {
    const itens = await itensComMarcas(deps, email.toLowerCase(), ids.card, ids.fluxo, ids.outro);
    // The person's: his counts, two tile entries, three due counters, the release, his feed line.
    // The flow's: his line among its responsibles, three due counters, its feed line. The card's snapshot.
    expect(itens.length).toBe(14);
    expect(chavesForaDoTenant(itens, A)).toEqual([]);
  });

  it("B's own activity for the same person and ids lives beside A's: each tenant's home shows only its own", async () => {
    await projetar(B, cardDe('seguidor', diaDaquiA(agora, 1)), 'versao-de-B');

    expect(await homeDe(A)).toEqual(homeDeA);
    expect(await homeDe(B)).toEqual({
      contagens: [{ idFluxo: ids.fluxo, responsavel: 0, seguindo: 1 }],
      vencimentos: { atrasados: 0, proximos: 1 },
      resp: [],
      seg: membro,
      venc: membro,
      release: 'versao-de-B',
      feed: [`Comentário em ${B}`],
    });
  });
});
