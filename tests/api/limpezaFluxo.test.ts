import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { EventoLido } from '@wf/shared/events';
import type { RespostaInserirMsgChat, UploadChatConcedido } from '@wf/shared/schemas/chat';
import type { Checklist, Comentario, UploadConcedido } from '@wf/shared/types/instancia';
import type { RespostaNotificacoes } from '@wf/shared/types/notificacao';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDeps, type AppDeps } from '../../functions/src/kernel/deps';
import { readEnvironment } from '../../functions/src/kernel/environment';
import { prefixoTenant } from '../../functions/src/data/chaves';
import { lerEmLote } from '../../functions/src/data/lotes';
import { excluirAcessoItem } from '../../functions/src/data/repositories/acessoFluxoRepository';
import { atividadeKeys } from '../../functions/src/data/repositories/atividadeRepository';
import { chatKeys } from '../../functions/src/data/repositories/chatRepository';
import { chavesDaEtapa } from '../../functions/src/data/repositories/etapaRepository';
import { chavesDaEtiqueta } from '../../functions/src/data/repositories/etiquetaRepository';
import {
  buscarFluxo,
  excluirFluxoItem,
  excluirLinkPublicoItem,
  fluxoKeys,
} from '../../functions/src/data/repositories/fluxoRepository';
import { feedKeys } from '../../functions/src/data/repositories/feedRepository';
import { indiceFiltroKeys } from '../../functions/src/data/repositories/indiceFiltroCardsRepository';
import { instanciaKeys } from '../../functions/src/data/repositories/instanciaRepository';
import { outboxKeys } from '../../functions/src/data/repositories/outboxRepository';
import { painelKeys } from '../../functions/src/data/repositories/painelRepository';
import { transact } from '../../functions/src/data/transact';
import { limparFluxo, limparPassoDoFluxo } from '../../functions/src/domains/fluxos/services/limpezaFluxoService';
import { limpezaDoPainel } from '../../functions/src/domains/painel/services/limpezaPainelDoFluxo';
import { processarUmaVez } from '../../functions/src/events/processarUmaVez';
import { handlerEnvironment } from '../../infra/local/handlerEnvironment';
import { eventually } from '../support/eventually';
import { chavesSob, clienteS3 } from '../support/s3';
import { depsDaTabela } from '../support/tabela';
import type { AmbienteDeTeste } from './support/ambientes';
import { enviarArquivo } from './support/cards';
import { comoErro } from './support/clienteHttp';
import {
  ambienteComDono,
  autorizar,
  criarEtapa,
  criarEtiqueta,
  criarFluxo,
  outraPessoa,
  type Pessoa,
} from './support/fluxos';
import { criarCard, moverCard } from './support/instancias';

/**
 * Deleting a flow removes, in the background (the `limpeza` consumer), everything of it: its
 * cards with every sub-element, their history, their S3 objects, the activity log and the flow's
 * own items. Checked through the table's access patterns (the flow's partitions, its card index,
 * each card's partition) and the bucket listing, while another flow of the same tenant is untouched.
 */

const tabela = depsDaTabela();
const s3 = clienteS3();

let amb: AmbienteDeTeste;
let dono: Pessoa;
let colega: Pessoa;
let terceiro: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  colega = await outraPessoa(amb, 'Caio Colega');
  terceiro = await outraPessoa(amb, 'Tina Terceira');
});

const s = () => ({ sigla: dono.sigla });

interface FluxoMontado {
  idFluxo: string;
  etapas: string[];
  etiquetas: string[];
  cards: string[];
}

/** A flow A -> B with a label, and `n` cards each with every kind of sub-element and a real file in S3. */
async function montarFluxo(n: number): Promise<FluxoMontado> {
  const fluxo = await criarFluxo(dono, { descricao: `Limpeza ${randomUUID().slice(0, 6)}` });
  const a = (await criarEtapa(dono, fluxo.id, 'Entrada')).Etapa;
  const b = (await criarEtapa(dono, fluxo.id, 'Análise', [a.id])).Etapa;
  const etiqueta = await criarEtiqueta(dono, fluxo.id, 'Urgente');
  const cards: string[] = [];
  for (let i = 0; i < n; i++) {
    // A due date puts the card in the due-date index (gsi3); the label and the responsible below, in the filter entries.
    const card = (await criarCard(dono, fluxo.id, `Pedido ${i}`, { dataVencimento: amanha() })).id;
    cards.push(card);
    const pedidos: Array<[string, Record<string, unknown>]> = [
      ['/api/instancia/etiquetas/inserir', { idInstancia: card, idEtiqueta: etiqueta.id }],
      ['/api/instancia/responsaveis/inserir', { idInstancia: card, emailUsuario: dono.email }],
      ['/api/instancia/acompanhamento/inserir', { idInstancia: card }],
      ['/api/instancia/comentarios/inserir', { idInstancia: card, comentario: `<p>Comentário ${i}</p>` }],
    ];
    for (const [rota, corpo] of pedidos) {
      const r = await dono.http.post<Comentario>(rota, corpo, s());
      expect(r.status, `${rota} ${JSON.stringify(r.body)}`).toBeLessThan(300);
    }
    const ck = await dono.http.post<{ Checklist: Checklist }>(
      '/api/instancia/checklists/inserir',
      {
        idInstancia: card,
        jsonChecklist: { titulo: 'Compra', listaItens: [{ id: 'i1', descricao: 'Cotar', checked: false, ordem: 0 }] },
      },
      s(),
    );
    expect(ck.status, JSON.stringify(ck.body)).toBe(201);
    await anexar(card, `Relatório ${i}.txt`);
    // A move writes history items in the card's partition.
    if (i % 2 === 0) expect((await moverCard(dono, { idInstancia: card, idEtapaDestino: b.id })).status).toBe(200);
  }
  return { idFluxo: fluxo.id, etapas: [a.id, b.id], etiquetas: [etiqueta.id], cards };
}

/** A real file: presigned PUT, then the confirmation's checked copy under the card's prefix. */
async function anexar(card: string, nomeArquivo: string): Promise<void> {
  const bytes = Buffer.from(`conteúdo de ${nomeArquivo}`, 'utf8');
  const g = await dono.http.post<UploadConcedido>(
    `/api/instancia/anexos/solicitar-upload/${card}`,
    { nomeArquivo, tipoMime: 'text/plain', tamanho: bytes.length },
    s(),
  );
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  expect((await enviarArquivo(g.body.uploadUrl, bytes, 'text/plain')).status).toBe(200);
  const c = await dono.http.post(`/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${card}`, {}, s());
  expect(c.status, JSON.stringify(c.body)).toBe(201);
}

/** Tomorrow in the tenants' zone (a due date may not be in the past). */
function amanha(): string {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const prefixoS3DoCard = (card: string) => `${dono.sigla}/cards/${card}/`;

async function contarParticao(pk: string): Promise<number> {
  const r = await tabela.db.send(
    new QueryCommand({
      TableName: tabela.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return r.Count ?? 0;
}

async function contarIndice(indice: 'gsi1' | 'gsi2' | 'gsi3', pk: string): Promise<number> {
  const r = await tabela.db.send(
    new QueryCommand({
      TableName: tabela.tableName,
      IndexName: indice,
      KeyConditionExpression: `${indice}pk = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return r.Count ?? 0;
}

/**
 * What is left of a flow, by its access patterns: its partition, activity log and day sequences,
 * its card index and every stage's board index, the addresses of its stages and labels, each
 * card's partition, and each card's objects in S3. An empty list when it is all gone.
 */
async function restosDoFluxo(f: FluxoMontado): Promise<string[]> {
  const { sigla } = dono;
  const restos: string[] = [];
  const anotar = (o: string, n: number) => {
    if (n > 0) restos.push(`${o}: ${n}`);
  };
  anotar('partição do fluxo', await contarParticao(fluxoKeys.pk(sigla, f.idFluxo)));
  anotar('atividades', await contarParticao(atividadeKeys.pk(sigla, f.idFluxo)));
  anotar('sequências do dia', await contarParticao(instanciaKeys.seqDiaPk(sigla, f.idFluxo)));
  anotar('índice de cards do fluxo', await contarIndice('gsi2', instanciaKeys.gsi2pk(sigla, f.idFluxo)));
  anotar('índice de vencimentos do fluxo', await contarIndice('gsi3', instanciaKeys.gsi3pk(sigla, f.idFluxo)));
  anotar('entradas dos filtros (etiquetas, responsáveis)', await contarParticao(indiceFiltroKeys.pk(sigla, f.idFluxo)));
  for (const e of f.etapas) anotar(`quadro da etapa ${e}`, await contarIndice('gsi1', instanciaKeys.gsi1pk(sigla, e)));
  const enderecos = [
    ...f.etapas.flatMap((e) => chavesDaEtapa(sigla, f.idFluxo, e)),
    ...f.etiquetas.flatMap((e) => chavesDaEtiqueta(sigla, f.idFluxo, e)),
  ];
  anotar('etapas, etiquetas e endereços', (await lerEmLote(tabela, enderecos, true)).length);
  for (const c of f.cards) {
    anotar(`partição do card ${c}`, await contarParticao(instanciaKeys.pk(sigla, c)));
    anotar(`objetos do card ${c}`, (await chavesSob(s3, prefixoS3DoCard(c))).length);
  }
  return restos;
}

/**
 * Thorough: every item of the tenant that names the flow or one of its cards, found by a Scan
 * filtered on the tenant prefix. Events (outbox) and consumers' idempotency records name them by
 * design and expire by TTL; they are not the flow's data.
 */
async function itensQueCitam(f: FluxoMontado): Promise<Record<string, unknown>[]> {
  const ids = [f.idFluxo, ...f.cards];
  const achados: Record<string, unknown>[] = [];
  let inicio: Record<string, unknown> | undefined;
  do {
    const r = await tabela.db.send(
      // eslint-disable-next-line no-restricted-syntax -- a test double-checks the access patterns above by reading the whole tenant once.
      new ScanCommand({
        TableName: tabela.tableName,
        FilterExpression: 'begins_with(pk, :t)',
        ExpressionAttributeValues: { ':t': `${prefixoTenant(dono.sigla)}#` },
        ExclusiveStartKey: inicio,
      }),
    );
    for (const item of r.Items ?? []) {
      if (item.entidade === 'OUTBOX' || item.entidade === 'PROCESSAMENTO') continue;
      const texto = JSON.stringify(item);
      if (ids.some((id) => texto.includes(id))) achados.push(item);
    }
    inicio = r.LastEvaluatedKey;
  } while (inicio);
  return achados;
}

const semRestos = async (f: FluxoMontado) => ((await restosDoFluxo(f)).length === 0 ? true : undefined);

describe('deleting a flow removes its cards, their sub-elements and their S3 objects', () => {
  it('leaves nothing of the flow in the table or the bucket, and another flow untouched', async () => {
    const alvo = await montarFluxo(4);
    const outro = await montarFluxo(2);
    // Before: every card has its sub-elements and one object.
    for (const c of alvo.cards) {
      expect(await contarParticao(instanciaKeys.pk(dono.sigla, c))).toBeGreaterThanOrEqual(7);
      expect(await chavesSob(s3, prefixoS3DoCard(c))).toHaveLength(1);
    }
    const antesOutro = await restosDoFluxo(outro);
    // The list filters' indexes hold the flow's cards too (label and responsible entries, due dates).
    const antes = await restosDoFluxo(alvo);
    expect(antes).toContain(`entradas dos filtros (etiquetas, responsáveis): ${alvo.cards.length * 2}`);
    expect(antes).toContain(`índice de vencimentos do fluxo: ${alvo.cards.length}`);

    const r = await dono.http.delete(`/api/fluxos/excluir/${alvo.idFluxo}?confirmacao=CONFIRMAR`, s());
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await eventually(() => semRestos(alvo), 30_000, 250);
    // The home's projections of the flow go in the clean-up's later steps.
    const projecoes = async () =>
      (await contarParticao(painelKeys.fluxoPk(dono.sigla, alvo.idFluxo))) +
      (await contarParticao(feedKeys.fluxoPk(dono.sigla, alvo.idFluxo)));
    await eventually(async () => ((await projecoes()) === 0 ? true : undefined), 30_000, 250);
    expect(await itensQueCitam(alvo)).toEqual([]);
    const doTenant = await chavesSob(s3, `${dono.sigla}/`);
    expect(doTenant.filter((k) => alvo.cards.some((c) => k.includes(c)))).toEqual([]);

    // The other flow: exactly what it had.
    expect(await restosDoFluxo(outro)).toEqual(antesOutro);
    for (const c of outro.cards) expect(await chavesSob(s3, prefixoS3DoCard(c))).toHaveLength(1);
  });
});

describe('the clean-up is idempotent and runs in bounded steps', () => {
  /** The consumer's deps (what the limpeza Lambda builds), on the test runtime. */
  const depsDoConsumidor = (s3Cliente = s3): AppDeps => ({
    ...buildDeps(readEnvironment(handlerEnvironment(inject('endpoints')))),
    ...tabela,
    s3: s3Cliente,
  });

  /**
   * The deleting request's first transaction only (flow item, owner's entry, public link), with
   * no event: here the test delivers the event itself, so nothing else cleans concurrently.
   */
  async function excluirSoOFluxoItem(idFluxo: string): Promise<void> {
    const deps = depsDoConsumidor();
    const fluxo = await buscarFluxo(deps, dono.sigla, idFluxo);
    if (!fluxo) throw new Error('fluxo não encontrado');
    const itens = [excluirFluxoItem(deps, fluxo), excluirAcessoItem(deps, dono.sigla, fluxo.donoEmail, idFluxo)];
    if (fluxo.linkPublico) itens.push(excluirLinkPublicoItem(deps, dono.sigla, fluxo.linkPublico));
    expect(await transact(deps, itens)).toBe(true);
  }

  it('a step that crashes half-way is finished by the redelivered event, delivered twice, through continuation events', async () => {
    const f = await montarFluxo(5);
    await excluirSoOFluxoItem(f.idFluxo);

    // A step that dies at its second S3 deletion: the first card is gone, the second has lost its
    // sub-elements but keeps its card item (so it is found again) and its object.
    const caindo = clienteS3();
    let exclusoes = 0;
    caindo.middlewareStack.add(
      (next, contexto) => async (args) => {
        if (contexto.commandName === 'DeleteObjectsCommand' && ++exclusoes === 2) throw new Error('queda simulada');
        return next(args);
      },
      { step: 'initialize', name: 'quedaNoMeio' },
    );
    const pequenos = { cardsPorPasso: 2, cardsEmParalelo: 1, itensPorPasso: 2 };
    await expect(
      limparPassoDoFluxo(depsDoConsumidor(caindo), dono.sigla, f.idFluxo, limpezaDoPainel, pequenos),
    ).rejects.toThrow('queda simulada');
    const particoes = await Promise.all(f.cards.map((c) => contarParticao(instanciaKeys.pk(dono.sigla, c))));
    expect(particoes.filter((n) => n === 0)).toHaveLength(1);
    expect(particoes.filter((n) => n === 1)).toHaveLength(1);
    expect(await restosDoFluxo(f)).not.toEqual([]);

    // The same fluxoExcluido delivered twice: one step runs, the repeat is recognised.
    const evento: EventoLido = {
      tipo: 'fluxoExcluido',
      detalhe: {
        idEvento: randomUUID(),
        sigla: dono.sigla,
        ocorridoEm: new Date().toISOString(),
        idFluxo: f.idFluxo,
        alteradoPor: dono.email,
        descricao: 'Limpeza',
      },
    };
    const deps = depsDoConsumidor();
    const entregar = () =>
      processarUmaVez(deps, 'limpeza', evento.detalhe, () => limparFluxo(deps, evento, limpezaDoPainel, pequenos));
    expect(await entregar()).toBe('processado');
    expect(await entregar()).toBe('repetido');
    // The same step run again outside the idempotency record (a crash after its work): no error,
    // and its continuation is still the one event `<idEvento>-p1`.
    await limparFluxo(deps, evento, limpezaDoPainel, pequenos);
    const continuacao = await tabela.db.send(
      new GetCommand({
        TableName: tabela.tableName,
        Key: { pk: outboxKeys.pk(dono.sigla, `${evento.detalhe.idEvento}-p1`), sk: outboxKeys.sk() },
      }),
    );
    expect(continuacao.Item).toMatchObject({
      detailType: 'limpezaFluxoContinuar',
      detail: { idFluxo: f.idFluxo, idEventoOrigem: evento.detalhe.idEvento, passo: 1 },
    });

    // The runtime's limpeza consumer follows the chain to the end.
    await eventually(() => semRestos(f), 30_000, 250);
    expect(await itensQueCitam(f)).toEqual([]);
  });

  it('removes a chat in several bounded steps, each one starting from what is left', async () => {
    const f = await montarFluxo(0);
    const chat = await conversarNoFluxo(f);
    await excluirSoOFluxoItem(f.idFluxo);
    const pequenos = { cardsPorPasso: 2, cardsEmParalelo: 1, itensPorPasso: 2 };
    let passos = 1;
    while (
      (await limparPassoDoFluxo(depsDoConsumidor(), dono.sigla, f.idFluxo, limpezaDoPainel, pequenos)) === 'continua'
    ) {
      passos++;
      expect(passos).toBeLessThan(50);
    }
    // 6 messages 2 at a time (3 public, then 2 and 1 direct), then the readers, the channel and the objects.
    expect(passos).toBeGreaterThan(3);
    expect(await restosDoChat(f.idFluxo, chat)).toEqual([]);
    expect(await itensQueCitam({ ...f, cards: chat.ids })).toEqual([]);
  });

  it('never touches a flow that still exists', async () => {
    const f = await montarFluxo(1);
    const antes = await restosDoFluxo(f);
    expect(await limparPassoDoFluxo(depsDoConsumidor(), dono.sigla, f.idFluxo, limpezaDoPainel)).toBe('concluido');
    expect(await restosDoFluxo(f)).toEqual(antes);
  });
});

/**
 * The chat of a flow: public and direct messages, some with files. What it wrote, by the table's
 * access patterns: the ids of its messages and attachments (their CHATREF items) and the direct
 * conversations' keys.
 */
interface ChatMontado {
  ids: string[];
  conversas: string[];
}

async function conversarNoFluxo(f: FluxoMontado): Promise<ChatMontado> {
  for (const p of [colega, terceiro]) await autorizar(dono, f.etapas[0]!, p.email);
  const ids: string[] = [];
  const enviar = async (de: Pessoa, para: string, mensagem: string, arquivo?: string) => {
    const idsAnexos: string[] = [];
    if (arquivo) {
      const bytes = Buffer.from(`conteúdo de ${arquivo}`, 'utf8');
      const g = await de.http.post<UploadChatConcedido>(
        '/api/fluxo/chat/anexos/solicitar-upload',
        { idFluxo: f.idFluxo, nomeArquivo: arquivo, tipoMime: 'text/plain', tamanho: bytes.length },
        { sigla: de.sigla },
      );
      expect(g.status, JSON.stringify(g.body)).toBe(200);
      expect((await enviarArquivo(g.body.uploadUrl, bytes, 'text/plain')).status).toBe(200);
      idsAnexos.push(g.body.idAnexo);
    }
    const r = await de.http.post<RespostaInserirMsgChat>(
      '/api/fluxo/chat/mensagens/inserir',
      { MsgChat: { idFluxo: f.idFluxo, idUsuarioDestino: para, mensagem }, idsAnexos },
      { sigla: de.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    ids.push(r.body.idMsgChat, ...idsAnexos);
  };
  await enviar(dono, '0', 'Bom dia a todos', 'pauta.txt');
  await enviar(colega, '0', 'Bom dia!');
  await enviar(terceiro, '0', 'Presente');
  await enviar(dono, colega.usuarioId, 'Só entre nós', 'contrato.txt');
  await enviar(colega, dono.usuarioId, 'Combinado');
  await enviar(colega, terceiro.usuarioId, 'Viu o contrato?', 'resumo.txt');
  // Reading the channel writes the reader's state (LEITOR#<id>#0).
  const lida = await terceiro.http.post(
    '/api/fluxo/chat/mensagens/marcar-como-lida',
    { idFluxo: f.idFluxo, idRemetente: '0' },
    { sigla: terceiro.sigla },
  );
  expect(lida.status).toBe(200);
  const par = (a: Pessoa, b: Pessoa) => [a.usuarioId, b.usuarioId].sort().join('#');
  return { ids, conversas: ['0', par(dono, colega), par(colega, terceiro)] };
}

const prefixoS3DoChat = (idFluxo: string) => `${dono.sigla}/chat/${idFluxo}/`;

/** What is left of a flow's chat: its partition (channel, readers), each conversation, each reference, its S3 objects. */
async function restosDoChat(idFluxo: string, chat: ChatMontado): Promise<string[]> {
  const { sigla } = dono;
  const restos: string[] = [];
  const anotar = (o: string, n: number) => {
    if (n > 0) restos.push(`${o}: ${n}`);
  };
  anotar('canal e leitores do chat', await contarParticao(chatKeys.fluxoPk(sigla, idFluxo)));
  for (const c of chat.conversas) anotar(`conversa ${c}`, await contarParticao(chatKeys.conversaPk(sigla, idFluxo, c)));
  const refs = chat.ids.map((id) => ({ pk: chatKeys.referenciaPk(sigla, id), sk: chatKeys.referenciaSk() }));
  anotar('referências de mensagens e anexos', (await lerEmLote(tabela, refs, true)).length);
  anotar('objetos do chat', (await chavesSob(s3, prefixoS3DoChat(idFluxo))).length);
  return restos;
}

describe('deleting a flow removes its chat', () => {
  it('leaves no message, reference, reader state, channel item or chat object of the flow, and another flow chat untouched', async () => {
    const alvo = await montarFluxo(1);
    const chat = await conversarNoFluxo(alvo);
    const outro = await montarFluxo(0);
    const chatOutro = await conversarNoFluxo(outro);
    const antes = await restosDoChat(alvo.idFluxo, chat);
    expect(antes).toEqual([
      'canal e leitores do chat: 8',
      'conversa 0: 3',
      `conversa ${chat.conversas[1]}: 2`,
      `conversa ${chat.conversas[2]}: 1`,
      'referências de mensagens e anexos: 9',
      'objetos do chat: 3',
    ]);
    const antesOutro = await restosDoChat(outro.idFluxo, chatOutro);

    const r = await dono.http.delete(`/api/fluxos/excluir/${alvo.idFluxo}?confirmacao=CONFIRMAR`, s());
    expect(r.status, JSON.stringify(r.body)).toBe(200);

    await eventually(
      async () => ((await restosDoChat(alvo.idFluxo, chat)).length === 0 && (await semRestos(alvo))) || undefined,
      30_000,
      250,
    );
    expect(await itensQueCitam({ ...alvo, cards: [...alvo.cards, ...chat.ids] })).toEqual([]);
    expect(await restosDoChat(outro.idFluxo, chatOutro)).toEqual(antesOutro);
  });

  it('keeps the notifications of its cards: the list still answers, and the card says it no longer exists', async () => {
    const alvo = await montarFluxo(1);
    await autorizar(dono, alvo.etapas[0]!, colega.email);
    const card = alvo.cards[0]!;
    const resp = await dono.http.post(
      '/api/instancia/responsaveis/inserir',
      { idInstancia: card, emailUsuario: colega.email },
      s(),
    );
    expect(resp.status, JSON.stringify(resp.body)).toBeLessThan(300);
    const listar = () =>
      colega.http.get<RespostaNotificacoes>('/api/notificacao-interna/notificacoes-usuario', { sigla: colega.sigla });
    const daquele = async () => (await listar()).body.listaNotificacoes?.find((n) => n.Instancia.id === card);
    await eventually(daquele, 15_000, 200);

    expect((await dono.http.delete(`/api/fluxos/excluir/${alvo.idFluxo}?confirmacao=CONFIRMAR`, s())).status).toBe(200);
    await eventually(() => semRestos(alvo), 30_000, 250);

    const lista = await listar();
    expect(lista.status).toBe(200);
    expect(await daquele()).toMatchObject({ Instancia: { id: card }, Fluxo: { id: alvo.idFluxo } });
    expect(
      (
        await colega.http.post(
          `/api/notificacao-interna/marca-como-lida-instancia/${card}`,
          {},
          { sigla: colega.sigla },
        )
      ).status,
    ).toBe(200);
    const aberto = await colega.http.get(`/api/instancias/buscar-por-id/${card}`, { sigla: colega.sigla });
    expect([aberto.status, comoErro(aberto).mensagem]).toEqual([404, expect.any(String)]);
  });
});
