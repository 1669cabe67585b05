/**
 * Card search benchmark (issue 11, the `search` section): does a search read the same number of
 * items whether the flow holds 10 cards or BENCH_CARDS (20,000)?
 *
 * Per size, a flow of 5 stages whose first stage holds the cards (seeded through the data layer,
 * tests/support/cardsEmMassa.ts) and whose last stage holds 10 more; 1 card in 10 has the word
 * "Notebook" in its title. The seeded cards' index entries are written exactly as the `busca`
 * consumer writes them (palavrasIndexaveis, indiceBuscaKeys), without replaying 20,000 events.
 * Rows:
 *   search         the flow's owner searches "notebook" (every stage visible; matches capped);
 *   searchOneStage a person authorised on the last stage only searches "notebook": only that
 *                  stage's partition is read, however many cards the other stages hold;
 *   searchHeader   the owner's search as the header sends it (form values too: the TUDO set of
 *                  the same partitions, so the same bound as `search`).
 * Both flows stay visible while the larger size is measured (the fixed cost of a second flow).
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Etapa, RespostaEtapaInserida, RespostaFluxo } from '@wf/shared/types/fluxo';
import type { RespostaPesquisaInstancias } from '@wf/shared/types/instancia';
import { indiceBuscaKeys } from '../functions/src/data/repositories/indiceBuscaRepository';
import { textoDeBusca } from '../functions/src/domains/instancias/entities/instancia';
import { palavrasIndexaveis, type ConjuntoBusca } from '../functions/src/domains/instancias/entities/palavrasBusca';
import { semearCardsNaEtapa } from '../tests/support/cardsEmMassa';

type Tabela = { db: DynamoDBDocumentClient; tableName: string };

/** What the bench needs of run.ts's client. */
export interface ClienteBusca {
  get<T>(caminho: string): Promise<T>;
  post<T>(caminho: string, corpo: unknown): Promise<T>;
}

export interface ContextoBusca<R> {
  api: ClienteBusca;
  tabela: Tabela;
  sigla: string;
  email: string;
  tamanhos: number[];
  /** A new person of the tenant, signed in (sign-up + login through the API). */
  novaPessoa: (email: string) => Promise<ClienteBusca>;
  medir: (operation: string, stageSize: number, fn: (i: number) => Promise<unknown>) => Promise<R>;
}

const VOCABULARIO = [
  'Notebook',
  'Cadeira',
  'Monitor',
  'Teclado',
  'Impressora',
  'Projetor',
  'Mesa',
  'Telefone',
  'Roteador',
  'Servidor',
];
const titulo = (i: number) => `Pedido ${String(i).padStart(5, '0')} ${VOCABULARIO[i % VOCABULARIO.length]!} Dell`;

/** The entries the `busca` consumer would write for seeded cards, 25 per BatchWrite, 4 in parallel. */
async function indexarSemeados(tabela: Tabela, sigla: string, idEtapa: string, ids: string[]): Promise<void> {
  const pedidos = ids.flatMap((id, i) => {
    const palavras = palavrasIndexaveis({ textoBusca: textoDeBusca(titulo(i), null), listaValoresFormulario: {} });
    return (Object.keys(palavras) as ConjuntoBusca[]).flatMap((conjunto) =>
      palavras[conjunto].map((p) => ({
        PutRequest: {
          Item: {
            pk: indiceBuscaKeys.pkEtapa(sigla, idEtapa),
            sk: indiceBuscaKeys.sk(conjunto, p, id),
            entidade: 'BUSCA_ENTRADA',
            idInstancia: id,
          },
        },
      })),
    );
  });
  let proximo = 0;
  const trabalhador = async () => {
    while (proximo < pedidos.length) {
      let lote = pedidos.slice(proximo, (proximo += 25));
      while (lote.length) {
        const r = await tabela.db.send(new BatchWriteCommand({ RequestItems: { [tabela.tableName]: lote } }));
        lote = (r.UnprocessedItems?.[tabela.tableName] ?? []) as typeof lote;
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, trabalhador));
}

export async function benchBusca<R>(ctx: ContextoBusca<R>): Promise<R[]> {
  const { api, tabela, sigla, email } = ctx;
  const emailPessoa = `busca.${randomUUID().slice(0, 8)}@bench.com.br`;
  const pessoa = await ctx.novaPessoa(emailPessoa);
  const resultados: R[] = [];
  for (const n of ctx.tamanhos) {
    const fluxo = (
      await api.post<RespostaFluxo>('/api/fluxos/inserir', {
        Fluxo: { descricao: `Busca ${n}`, icone: 'RocketOutlined', detalhes: 'Pesquisa' },
      })
    ).Fluxo;
    const etapas: Etapa[] = [];
    for (let i = 0; i < 5; i++)
      etapas.push(
        (
          await api.post<RespostaEtapaInserida>('/api/etapas/inserir', {
            Etapa: { idFluxo: fluxo.id, descricao: `Etapa ${i + 1}` },
            listaEtapas: etapas.length ? [etapas.at(-1)!.id] : [],
          })
        ).Etapa,
      );
    const [primeira, ultima] = [etapas[0]!, etapas.at(-1)!];
    await api.post('/api/etapa-usuario/inserir-autorizacao', {
      EtapaUsuario: { idEtapa: ultima.id, emailAutorizado: emailPessoa, executar: 'S' },
    });
    console.log(`semeando ${n} cards (e seus itens do índice de busca) na primeira etapa e 10 na última...`);
    for (const [etapa, total] of [
      [primeira, n],
      [ultima, 10],
    ] as const) {
      const ids = await semearCardsNaEtapa(
        tabela,
        { sigla, idFluxo: fluxo.id, idEtapa: etapa.id, emailAutor: email },
        total,
        titulo,
      );
      await indexarSemeados(tabela, sigla, etapa.id, ids);
    }
    const confere = await api.get<RespostaPesquisaInstancias>('/api/instancias/pesquisar?textoPesquisa=notebook');
    if (confere.listaInstancias.length === 0) throw new Error('a pesquisa não achou os cards semeados');
    resultados.push(await ctx.medir('search', n, () => api.get('/api/instancias/pesquisar?textoPesquisa=notebook')));
    resultados.push(
      await ctx.medir('searchHeader', n, () =>
        api.get('/api/instancias/pesquisar?textoPesquisa=notebook&considerarDadosExecucao=S'),
      ),
    );
    resultados.push(
      await ctx.medir('searchOneStage', n, () => pessoa.get('/api/instancias/pesquisar?textoPesquisa=notebook')),
    );
  }
  return resultados;
}
