import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, inject } from 'vitest';
import { mensagensRegra, type ChaveAcao, type ExecucaoRegra } from '@wf/shared/schemas/regra';
import type { Etapa, Fluxo } from '@wf/shared/types/fluxo';
import type { Anexo, Comentario, UploadConcedido } from '@wf/shared/types/instancia';
import type { RespostaNotificacoes } from '@wf/shared/types/notificacao';
import { eventually } from '../../support/eventually';
import { comoErro } from './clienteHttp';
import { enviarArquivo } from './cards';
import { autorizar, campo, criarEtapa, criarEtiqueta, criarFluxo, fluxoComTresEtapas, type Pessoa } from './fluxos';
import { cardsDaEtapa, criarCard, moverCard, salvarCampos } from './instancias';
import { aguardarExecucoes, buscarRegra, criarRegra, jsonRegra } from './regras';
import { cardPelaApi, eventosDaRegra } from './regrasAcoes';
import { criarBase, di, fornecedor } from './basesDados';

/**
 * Every server action fired for real: a rule saved with POST /api/fluxo/regras/inserir (active),
 * a person's move A -> B through PATCH /api/instancias/mover, the engine consuming the move's
 * event from the local bus; then the run recorded without error, numExecucoes 1, and the action's
 * effect read back through the API (or the outbox / a local HTTP receiver for what leaves it).
 * One case per action key: `CASOS` is a Record over every key, so a new action does not compile
 * without its case, and each test file checks its keys are registered.
 */

export interface Cenario {
  dono: Pessoa;
  /** Another person of the tenant (recipient of e-mails and notifications). */
  bruna: Pessoa;
  fluxo: Fluxo;
  a: Etapa;
  b: Etapa;
  c: Etapa;
  /** The card, in A (created before the case's set-up). */
  card: { id: string; descricao: string };
}

export interface Montagem {
  formulario?: unknown;
  /** The rule's event when not "entering B". */
  regra?: Parameters<typeof jsonRegra>[0];
  /** Extra fields of the move A -> B (e.g. where in B). */
  movimento?: Record<string, unknown>;
  /** Reads the effect back; the run (comErro N, numExecucoes 1) is checked by the caller. */
  conferir: (execucao: ExecucaoRegra, idRegra: string) => Promise<void>;
}

export interface CasoAcao {
  montar(c: Cenario): Promise<Montagem>;
}

const s = (p: Pessoa) => ({ sigla: p.sigla });

const comentarios = async (p: Pessoa, idInstancia: string) => {
  const r = await p.http.get<{ listaComentarios: Comentario[] }>(
    `/api/instancia/comentarios/buscar-por-instancia/${idInstancia}`,
    s(p),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaComentarios;
};

const anexosDoCard = async (p: Pessoa, idInstancia: string) => {
  const r = await p.http.get<{ listaAnexos: Anexo[] }>(
    `/api/instancia/anexos/buscar-por-instancia/${idInstancia}`,
    s(p),
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.listaAnexos;
};

async function post(p: Pessoa, url: string, corpo: unknown, status = 201) {
  const r = await p.http.post(url, corpo, s(p));
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
}

const PDF = Buffer.from('%PDF-1.4 contrato');

/** The card's stage-A form gets the attachment field DOCUMENTOS holding one uploaded PDF. */
async function arquivoNoCampo(c: Cenario) {
  const documentos = campo('Documentos', { keyCampo: 'anexo', tiposArquivosAceitos: ['pdf'] });
  await salvarCampos(c.dono, c.a.id, [documentos]);
  const g = await c.dono.http.post<UploadConcedido>(
    `/api/instancia/anexos/solicitar-upload/${c.card.id}`,
    { nomeArquivo: 'contrato.pdf', tipoMime: 'application/pdf', tamanho: PDF.length, nomeVariavel: 'DOCUMENTOS' },
    s(c.dono),
  );
  expect(g.status, JSON.stringify(g.body)).toBe(200);
  expect((await enviarArquivo(g.body.uploadUrl, PDF, 'application/pdf')).status).toBe(200);
  const ok = await c.dono.http.post<{ Anexo: Anexo }>(
    `/api/instancia/anexos/confirmar/${g.body.idAnexo}?idInstancia=${c.card.id}`,
    {},
    s(c.dono),
  );
  expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  return { idAnexo: ok.body.Anexo.id, dataIndex: `anexo_${documentos.id}` };
}

/** A second flow (one stage) that receives cards, the first flow allowed to send. */
async function fluxoDestino(c: Cenario) {
  const atualizar = async (f: Fluxo, extra: Record<string, string>) => {
    const r = await c.dono.http.put(
      '/api/fluxos/atualizar',
      { Fluxo: { id: f.id, descricao: f.descricao, icone: f.icone, detalhes: f.detalhes, ...extra } },
      s(c.dono),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  const destino = await criarFluxo(c.dono, { descricao: 'Financeiro' });
  const entrada = (await criarEtapa(c.dono, destino.id, 'Entrada')).Etapa;
  await atualizar(c.fluxo, { permitirEnviarCards: 'S' });
  await atualizar(destino, { permitirReceberCards: 'S' });
  return { destino, entrada };
}

/** Bruna authorised in the flow's stages (a responsible must be). */
async function brunaNasEtapas(c: Cenario) {
  for (const e of [c.a, c.b, c.c]) await autorizar(c.dono, e.id, c.bruna.email);
}

/** Closed with the process (the webhook case's receiver). */
const receptores: http.Server[] = [];
export const fecharReceptores = () =>
  receptores.splice(0).forEach((r) => {
    r.closeAllConnections();
    r.close();
  });

async function receptorWebhook() {
  const recebidos: Array<{ headers: Record<string, string>; corpo: string }> = [];
  const server = http.createServer((req, res) => {
    const partes: Buffer[] = [];
    req.on('data', (p: Buffer) => partes.push(p));
    req.on('end', () => {
      recebidos.push({ headers: req.headers as Record<string, string>, corpo: Buffer.concat(partes).toString('utf8') });
      res.end('{"ok":true}');
    });
  });
  receptores.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ganchos`, recebidos };
}

export const CASOS: Record<ChaveAcao, CasoAcao> = {
  moverCard: {
    async montar(c) {
      return {
        formulario: { idEtapaMoveCard: c.c.id },
        conferir: async (e) => {
          expect(e.detalhesErro).toContain(`Card movido para a etapa "${c.c.descricao}"`);
          expect((await cardPelaApi(c.dono, c.card.id)).Etapa.id).toBe(c.c.id);
          // A rule fired by a person's change runs at depth 1: the move it makes says so, once.
          const entradas = (await eventosDaRegra(c.card.id, 'cardEntrarEtapa')).filter((x) => x.idEtapa === c.c.id);
          expect(entradas).toHaveLength(1);
          expect(entradas[0]).toMatchObject({ idEtapaOrigem: c.b.id, profundidadeRegra: 1, alteradoPor: c.dono.email });
        },
      };
    },
  },
  copiarCard: {
    async montar(c) {
      return {
        formulario: { idEtapaMoveCard: c.c.id },
        conferir: async () => {
          const emC = await cardsDaEtapa(c.dono, c.c.id);
          expect(emC.map((x) => x.descricao)).toEqual([c.card.descricao]);
          expect(emC[0]!.id).not.toBe(c.card.id);
          expect((await cardPelaApi(c.dono, c.card.id)).Etapa.id).toBe(c.b.id);
        },
      };
    },
  },
  moverCardOutroFluxo: {
    async montar(c) {
      const { destino, entrada } = await fluxoDestino(c);
      return {
        formulario: { idFluxoMoveCard: destino.id, idEtapaMoveCard: entrada.id },
        conferir: async () => {
          const lido = await cardPelaApi(c.dono, c.card.id);
          expect([lido.Fluxo.id, lido.Etapa.id]).toEqual([destino.id, entrada.id]);
        },
      };
    },
  },
  copiarCardOutroFluxo: {
    async montar(c) {
      const { destino, entrada } = await fluxoDestino(c);
      return {
        formulario: { idFluxoMoveCard: destino.id, idEtapaMoveCard: entrada.id },
        conferir: async () => {
          const copias = await cardsDaEtapa(c.dono, entrada.id);
          expect(copias.map((x) => x.descricao)).toEqual([c.card.descricao]);
          expect(copias[0]!.id).not.toBe(c.card.id);
          expect((await cardPelaApi(c.dono, c.card.id)).Fluxo.id).toBe(c.fluxo.id);
        },
      };
    },
  },
  moverParaTopo: {
    async montar(c) {
      // Two cards already in B; the move drops the card at the bottom (ordem past the last).
      for (const d of ['Primeiro em B', 'Segundo em B']) {
        const outro = await criarCard(c.dono, c.fluxo.id, d);
        expect((await moverCard(c.dono, { idInstancia: outro.id, idEtapaDestino: c.b.id })).status).toBe(200);
      }
      return {
        movimento: { ordem: 99 },
        conferir: async () => {
          expect((await cardsDaEtapa(c.dono, c.b.id)).map((x) => x.descricao)).toEqual([
            c.card.descricao,
            'Segundo em B',
            'Primeiro em B',
          ]);
        },
      };
    },
  },
  definirVencimento: {
    async montar(c) {
      return {
        formulario: { dataVencimento: '31/12/2099' },
        conferir: async () => expect((await cardPelaApi(c.dono, c.card.id)).dataVencimento).toBe('2099-12-31'),
      };
    },
  },
  atualizarDescricao: {
    async montar(c) {
      return {
        formulario: { descricao: '[{{etapa.nome}}] {{card.titulo}}' },
        conferir: async () =>
          expect((await cardPelaApi(c.dono, c.card.id)).descricao).toBe(`[${c.b.descricao}] ${c.card.descricao}`),
      };
    },
  },
  atualizarDetalhes: {
    async montar(c) {
      return {
        formulario: { detalhes: '<p>Movido por {{usuario.email}}</p><script>x()</script>' },
        conferir: async () =>
          expect((await cardPelaApi(c.dono, c.card.id)).detalhes).toBe(`<p>Movido por ${c.dono.email}</p>`),
      };
    },
  },
  adicionarComentario: {
    async montar(c) {
      return {
        formulario: { comment: '<p>Aguardando diretoria em {{etapa.nome}}</p>' },
        conferir: async () =>
          expect(
            (await comentarios(c.dono, c.card.id)).map((x) => [x.comentario, x.geradoPeloSistema, x.emailUsuario]),
          ).toEqual([[`<p>Aguardando diretoria em ${c.b.descricao}</p>`, 'S', c.dono.email]]),
      };
    },
  },
  alterarValoresCampos: {
    async montar(c) {
      await salvarCampos(c.dono, c.b.id, [
        campo('Status'),
        campo('Valor aprovado', { keyCampo: 'number', nomeVariavel: 'VALOR_APROVADO' }),
      ]);
      return {
        formulario: {
          campos: [
            { nome: 'STATUS', valor: 'Em {{etapa.nome}}' },
            { nome: 'VALOR_APROVADO', valor: '1234,5' },
          ],
        },
        conferir: async () =>
          expect((await cardPelaApi(c.dono, c.card.id)).jsonDadosExecucao.listaValoresFormulario).toMatchObject({
            STATUS: `Em ${c.b.descricao}`,
            VALOR_APROVADO: 1234.5,
          }),
      };
    },
  },
  preencherVariaveisBaseDados: {
    async montar(c) {
      // A base whose record's name is the card's title: the lookup filters by {{card.titulo}}.
      const idDataBase = await criarBase(c.dono, 'Fornecedores', [{ ...fornecedor(7), [di.nome]: c.card.descricao }]);
      await salvarCampos(c.dono, c.b.id, [campo('Contato', { keyCampo: 'email' }), campo('Documento')]);
      return {
        formulario: {
          idDataBase,
          filtros: [{ variavel: 'card.titulo', idColuna: 'nome' }],
          atribuicoes: [
            { idColuna: 'email', nomeVariavel: 'CONTATO' },
            { idColuna: 'cnpj', nomeVariavel: 'DOCUMENTO' },
          ],
        },
        conferir: async () =>
          expect((await cardPelaApi(c.dono, c.card.id)).jsonDadosExecucao.listaValoresFormulario).toMatchObject({
            CONTATO: 'contato7@fornecedor.com.br',
            DOCUMENTO: fornecedor(7)[di.cnpj],
          }),
      };
    },
  },
  alterarConfiguracaoCampos: {
    async montar(c) {
      const justificativa = campo('Justificativa');
      await salvarCampos(c.dono, c.b.id, [justificativa]);
      const dataIndex = `${justificativa.keyCampo}_${justificativa.id}`;
      return {
        formulario: { campos: [{ dataIndex, indObrigatorio: 'S', indEditavel: 'S', indOculto: 'N' }] },
        conferir: async () => {
          expect((await cardPelaApi(c.dono, c.card.id)).configuracaoCampos?.[dataIndex]).toEqual({
            indObrigatorio: true,
            indEditavel: true,
            indOculto: false,
          });
          // Required now for this card: the move on to C names the field.
          const r = await moverCard(c.dono, { idInstancia: c.card.id, idEtapaDestino: c.c.id });
          expect(r.status).toBe(422);
          expect(JSON.stringify(r.body)).toContain('Justificativa');
        },
      };
    },
  },
  adicionarEtiquetas: {
    async montar(c) {
      const urgente = await criarEtiqueta(c.dono, c.fluxo.id, 'Urgente');
      return {
        formulario: { addEtiquetasIds: urgente.id },
        conferir: async () => {
          expect((await cardPelaApi(c.dono, c.card.id)).listaInstanciaEtiquetas.map((e) => e.id)).toEqual([urgente.id]);
          const vinculadas = await eventosDaRegra(c.card.id, 'etiquetaVinculada');
          expect(vinculadas).toHaveLength(1);
          expect(vinculadas[0]).toMatchObject({ idEtiqueta: urgente.id, profundidadeRegra: 1 });
        },
      };
    },
  },
  removerEtiquetas: {
    async montar(c) {
      const urgente = await criarEtiqueta(c.dono, c.fluxo.id, 'Urgente');
      const fica = await criarEtiqueta(c.dono, c.fluxo.id, 'Compras', '#1677ff');
      for (const e of [urgente, fica])
        await post(c.dono, '/api/instancia/etiquetas/inserir', { idInstancia: c.card.id, idEtiqueta: e.id });
      return {
        formulario: { removerEtiquetasIds: urgente.id },
        conferir: async () =>
          expect((await cardPelaApi(c.dono, c.card.id)).listaInstanciaEtiquetas.map((e) => e.id)).toEqual([fica.id]),
      };
    },
  },
  adicionarResponsaveis: {
    async montar(c) {
      await brunaNasEtapas(c);
      return {
        formulario: { addResponsaveis: `{{usuario.email}}, ${c.bruna.email}` },
        conferir: async () =>
          expect((await cardPelaApi(c.dono, c.card.id)).listaInstanciaResp.map((p) => p.email).sort()).toEqual(
            [c.dono.email, c.bruna.email].sort(),
          ),
      };
    },
  },
  removerResponsaveis: {
    async montar(c) {
      await brunaNasEtapas(c);
      for (const p of [c.dono, c.bruna])
        await post(c.dono, '/api/instancia/responsaveis/inserir', { idInstancia: c.card.id, emailUsuario: p.email });
      return {
        formulario: { removeResponsaveis: '{{usuario.email}}' },
        conferir: async () =>
          expect((await cardPelaApi(c.dono, c.card.id)).listaInstanciaResp.map((p) => p.email)).toEqual([
            c.bruna.email,
          ]),
      };
    },
  },
  bloquearMovimentacao: {
    async montar(c) {
      // On leaving any stage while the card is in B: the move A -> B passes (the card is in A when
      // it is checked), fires the rule (the card is in B when the engine decides), and the next
      // move out of B is refused, changing nothing.
      return {
        regra: {
          evento: 'cardSairEtapa',
          idEtapa: null,
          condicoes: [{ um: 'etapa.nome', operador: 'igual', dois: c.b.descricao }],
        },
        conferir: async (e) => {
          expect(e.detalhesErro).toContain('Movimentação do card bloqueada');
          const antes = await cardPelaApi(c.dono, c.card.id);
          const r = await moverCard(c.dono, { idInstancia: c.card.id, idEtapaDestino: c.c.id });
          expect(r.status, JSON.stringify(r.body)).toBe(422);
          expect(comoErro(r as never).mensagem).toBe(mensagensRegra.movimentacaoImpedida);
          const depois = await cardPelaApi(c.dono, c.card.id);
          expect(depois.Etapa.id).toBe(c.b.id);
          expect(depois.dataHoraAlteracao).toBe(antes.dataHoraAlteracao);
          expect(await cardsDaEtapa(c.dono, c.c.id)).toEqual([]);
        },
      };
    },
  },
  copiarAnexoFormulario: {
    async montar(c) {
      const { idAnexo, dataIndex } = await arquivoNoCampo(c);
      return {
        formulario: { campos: [dataIndex] },
        conferir: async () => {
          const anexos = await anexosDoCard(c.dono, c.card.id);
          expect(anexos.map((a) => a.nomeArquivo)).toEqual(['contrato.pdf', 'contrato.pdf']);
          const copia = anexos.find((a) => a.id !== idAnexo)!;
          expect(Buffer.from(await (await fetch(copia.url)).arrayBuffer()).equals(PDF)).toBe(true);
          expect((await cardPelaApi(c.dono, c.card.id)).jsonDadosExecucao.listaValoresFormulario.DOCUMENTOS).toEqual([
            idAnexo,
          ]);
        },
      };
    },
  },
  moverAnexoFormulario: {
    async montar(c) {
      const { idAnexo, dataIndex } = await arquivoNoCampo(c);
      return {
        formulario: { campos: [dataIndex] },
        conferir: async () => {
          expect((await anexosDoCard(c.dono, c.card.id)).map((a) => a.id)).toEqual([idAnexo]);
          expect(
            (await cardPelaApi(c.dono, c.card.id)).jsonDadosExecucao.listaValoresFormulario.DOCUMENTOS ?? [],
          ).toEqual([]);
        },
      };
    },
  },
  acionarWebhook: {
    async montar(c) {
      const alvo = await receptorWebhook();
      return {
        formulario: {
          acionarWebhookMetodo: 'POST',
          acionarWebhookEndpoint: alvo.url,
          acionarWebhookJsonHeader: '{"X-Origem": "workflow {{fluxo.nome}}"}',
          acionarWebhookJsonBody: '{"card": "{{card.id}}", "titulo": "{{card.titulo}}", "etapa": "{{etapa.nome}}"}',
        },
        conferir: async (e, idRegra) => {
          expect(e.detalhesErro).toMatch(/HTTP 200/);
          expect(alvo.recebidos).toHaveLength(1);
          const [recebido] = alvo.recebidos;
          // Signed with the rule's own secret (its editor reads it in the rule editor).
          const segredo = await c.dono.http.get<{ segredo: string }>(
            `/api/fluxo/regras/segredo-webhook/${idRegra}`,
            s(c.dono),
          );
          expect(segredo.status).toBe(200);
          const corpo = { card: c.card.id, titulo: c.card.descricao, etapa: c.b.descricao };
          expect(new Webhook(segredo.body.segredo).verify(recebido!.corpo, recebido!.headers)).toEqual(corpo);
          expect(recebido!.headers['x-origem']).toBe(`workflow ${c.fluxo.descricao}`);
        },
      };
    },
  },
  enviarEmail: {
    async montar(c) {
      return {
        formulario: {
          enviaEmailDestinatario: `${c.bruna.email}`,
          enviaEmailTitulo: 'Regra: {{card.titulo}}',
          enviaEmailBody: 'O card {{card.titulo}} entrou em {{etapa.nome}}',
        },
        conferir: async () => {
          const daRegra = async () =>
            (
              (await (
                await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(c.bruna.email)}`)
              ).json()) as Array<{
                subject: string;
                text: string;
              }>
            ).filter((m) => m.subject.startsWith('Regra:'));
          const [email] = await eventually(async () => ((await daRegra()).length ? daRegra() : undefined), 20_000);
          expect(email!.subject).toBe(`Regra: ${c.card.descricao}`);
          expect(email!.text).toContain(`O card ${c.card.descricao} entrou em ${c.b.descricao}`);
        },
      };
    },
  },
  enviarNotificacao: {
    async montar(c) {
      // A rule notifies only people who may open the card (issue 23): bruna is authorised on its stages.
      await brunaNasEtapas(c);
      return {
        formulario: {
          enviarNotificacaoDestinatario: c.bruna.email,
          enviarNotificacaoTitulo: 'Regra: {{card.titulo}}',
          enviarNotificacaoConteudo: 'Entrou em {{etapa.nome}}',
        },
        conferir: async () => {
          const r = await c.bruna.http.get<RespostaNotificacoes>(
            '/api/notificacao-interna/notificacoes-usuario',
            s(c.bruna),
          );
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          const minhas = r.body.listaNotificacoes.filter((n) => n.Instancia.id === c.card.id);
          expect(minhas.map((n) => [n.titulo, n.mensagem])).toEqual([
            [`Regra: ${c.card.descricao}`, `Entrou em ${c.b.descricao}`],
          ]);
        },
      };
    },
  },
};

/** The cases split across three test files (run in parallel); together every key. */
export const GRUPOS_ACOES: Record<'dados' | 'movimento' | 'externas', ChaveAcao[]> = {
  dados: [
    'adicionarComentario',
    'adicionarEtiquetas',
    'adicionarResponsaveis',
    'alterarConfiguracaoCampos',
    'alterarValoresCampos',
    'atualizarDescricao',
    'atualizarDetalhes',
    'definirVencimento',
    'removerEtiquetas',
    'removerResponsaveis',
    'preencherVariaveisBaseDados',
  ],
  movimento: [
    'bloquearMovimentacao',
    'copiarAnexoFormulario',
    'copiarCard',
    'copiarCardOutroFluxo',
    'moverAnexoFormulario',
    'moverCard',
    'moverCardOutroFluxo',
    'moverParaTopo',
  ],
  externas: ['acionarWebhook', 'enviarEmail', 'enviarNotificacao'],
};

/**
 * One case end to end: flow A -> B -> C, the card in A, the case's set-up, the rule saved
 * (entering B unless the case says otherwise), the move A -> B, then exactly one run without
 * error, numExecucoes 1, and the case's check of the effect.
 */
export async function dispararAcao(key: ChaveAcao, dono: Pessoa, bruna: Pessoa): Promise<void> {
  const etapas = await fluxoComTresEtapas(dono);
  const card = await criarCard(dono, etapas.fluxo.id, `Pedido ${key}`);
  const c: Cenario = { dono, bruna, ...etapas, card };
  const m = await CASOS[key].montar(c);
  const regra = await criarRegra(
    dono,
    etapas.fluxo.id,
    jsonRegra({ idEtapa: etapas.b.id, ...m.regra, acoes: [{ key, formulario: m.formulario ?? {} }] }),
  );
  const r = await moverCard(dono, { idInstancia: card.id, idEtapaDestino: etapas.b.id, ...m.movimento });
  expect(r.status, JSON.stringify(r.body)).toBe(200);

  const execucoes = await aguardarExecucoes(dono, regra.id);
  expect(execucoes, JSON.stringify(execucoes)).toHaveLength(1);
  expect(execucoes[0], JSON.stringify(execucoes[0])).toMatchObject({ comErro: 'N' });
  expect((await buscarRegra(dono, regra.id)).numExecucoes).toBe(1);
  await m.conferir(execucoes[0]!, regra.id);
}
