/**
 * Access by organisational unit (issue 28, ADR 0069), on the runtime of run.ts (DynamoDB counted):
 * a tenant with TAMANHOS units (a tree of ten roots, three levels deep at 1,000) and ten people
 * linked per unit (10,000 at 1,000 units), seeded straight into the table (uncounted); a flow
 * whose first stage is granted to 20 units, one of them the root above the measured person's unit
 * with incluirEmSubniveis S (so his access needs the ancestry). Measured as that person:
 * `orgFlowCheck` (GET /api/fluxos/buscar/{id}: the access check of every flow call) and
 * `orgFlowList` (GET /api/fluxos/buscar: his flows, the unit grants' index included). The
 * requests and items read must not grow with the tree: only with the unit grants involved.
 */
import { randomUUID } from 'node:crypto';
import type { Etapa, Fluxo, RespostaEtapaInserida, RespostaFluxo } from '@wf/shared/types/fluxo';
import { gravarEmLote } from '@wf/functions/data/lotes';
import { inserirUnidadeItem, inserirVinculoItens } from '@wf/functions/data/repositories/organogramaRepository';
import type { TransactItem } from '@wf/functions/data/transact';
import { novaUnidade, type Unidade } from '@wf/functions/domains/organograma/entities/unidade';

export const TAMANHOS_ORG = [10, 1000];
const PESSOAS_POR_UNIDADE = 10;
const UNIDADES_CONCEDIDAS = 20;

interface ClienteBench {
  get<T>(caminho: string): Promise<T>;
  post<T>(caminho: string, body: unknown): Promise<T>;
}

export interface MedidorOrganograma<R> {
  api: ClienteBench;
  tabela: { db: Parameters<typeof gravarEmLote>[0]['db']; tableName: string };
  sigla: string;
  novaPessoa(email: string): Promise<ClienteBench & { usuarioId?: string }>;
  idDoUsuario(email: string): Promise<string>;
  medir(operation: string, stageSize: number, fn: (i: number) => Promise<unknown>): Promise<R>;
}

const itemDe = (t: TransactItem): Record<string, unknown> => t.Put!.Item as Record<string, unknown>;

/** A tree of `n` units: ten roots, each with children, each with grandchildren (as many as fit). */
function arvoreDe(n: number, agora: Date): Unidade[] {
  const unidades: Unidade[] = [];
  const raizes = Math.min(10, n);
  for (let r = 0; r < raizes; r++) unidades.push(novaUnidade(randomUUID(), dados(`Raiz ${r}`), null, agora));
  for (let i = 0; unidades.length < n; i++) {
    const pai = unidades[i]!;
    for (let f = 0; f < 10 && unidades.length < n; f++) {
      unidades.push(novaUnidade(randomUUID(), dados(`${pai.descricao}.${f}`), pai, agora));
    }
  }
  return unidades;
}
const dados = (descricao: string) => ({ idOrgSup: null, descricao, sigla: '', idUsuario: null });

export async function benchOrganograma<R>(m: MedidorOrganograma<R>): Promise<R[]> {
  const linhas: R[] = [];
  for (const n of TAMANHOS_ORG) {
    console.log(`organograma: semeando ${n} unidades e ${n * PESSOAS_POR_UNIDADE} vínculos`);
    const agora = new Date();
    const unidades = arvoreDe(n, agora).map((u) => ({ ...u, qtdeUsuarios: PESSOAS_POR_UNIDADE }));
    const itens: Record<string, unknown>[] = unidades.map((u) => itemDe(inserirUnidadeItem(m.tabela, m.sigla, u)));
    for (const u of unidades) {
      for (let p = 0; p < PESSOAS_POR_UNIDADE; p++) {
        const v = {
          id: randomUUID(),
          idOrg: u.id,
          idUsuario: randomUUID(),
          incluirEmSubniveis: 'N' as const,
          criadoEm: agora.toISOString(),
        };
        itens.push(...inserirVinculoItens(m.tabela, m.sigla, v).map(itemDe));
      }
    }
    await gravarEmLote(m.tabela, itens, 8);

    // The measured person, linked to the deepest unit; the flow granted to its root (with sub-levels) and 19 others.
    const email = `org.${n}.${Date.now()}@bench.com.br`;
    const pessoa = await m.novaPessoa(email);
    const folha = unidades[unidades.length - 1]!;
    const raiz = folha.ancestrais[0] ?? folha.id;
    const v = {
      id: randomUUID(),
      idOrg: folha.id,
      idUsuario: await m.idDoUsuario(email),
      incluirEmSubniveis: 'N' as const,
      criadoEm: agora.toISOString(),
    };
    await gravarEmLote(m.tabela, inserirVinculoItens(m.tabela, m.sigla, v).map(itemDe));

    const fluxo = (
      await m.api.post<RespostaFluxo>('/api/fluxos/inserir', {
        Fluxo: { descricao: `Org ${n}`, icone: 'ApartmentOutlined', detalhes: 'Acesso por unidade' },
      })
    ).Fluxo as Fluxo;
    const etapa = (
      await m.api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
        Etapa: { idFluxo: fluxo.id, descricao: 'Entrada' },
        listaEtapas: [],
      })
    ).Etapa as Etapa;
    const outras = unidades.filter((u) => u.id !== raiz && u.id !== folha.id).slice(0, UNIDADES_CONCEDIDAS - 1);
    for (const u of [...outras.map((x) => x.id), raiz]) {
      await m.api.post('/api/etapa-org/inserir-autorizacao', {
        EtapaOrg: { idEtapa: etapa.id, idOrg: u, incluirEmSubniveis: u === raiz ? 'S' : 'N' },
      });
    }
    linhas.push(await m.medir('orgFlowCheck', n, () => pessoa.get(`/api/fluxos/buscar/${fluxo.id}`)));
    linhas.push(await m.medir('orgFlowList', n, () => pessoa.get('/api/fluxos/buscar')));
  }
  return linhas;
}
