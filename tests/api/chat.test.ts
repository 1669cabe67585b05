import { beforeAll, describe, expect, it } from 'vitest';
import type {
  MsgChat,
  RespostaDownloadAnexoChat,
  RespostaInserirMsgChat,
  RespostaListaMsgsChat,
  RespostaResumoChat,
  UploadChatConcedido,
} from '@wf/shared/schemas/chat';
import { deleteItem, escrever } from '../../functions/src/data/entidade';
import { usuarioKeys } from '../../functions/src/data/repositories/usuarioRepository';
import { depsDaTabela } from '../support/tabela';
import type { AmbienteDeTeste } from './support/ambientes';
import { enviarArquivo } from './support/cards';
import { comoErro } from './support/clienteHttp';
import { bytesDoDataUrl, PNG_1X1 } from './support/dados';
import { ambienteComDono, autorizar, criarEtapa, criarFluxo, outraPessoa, type Pessoa } from './support/fluxos';

/**
 * The in-flow chat over real HTTP: the public channel ('0') and direct conversations, pages of
 * 10 newest first, exact unread counts, attachments through S3, and who may read what.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let colega: Pessoa;
let terceiro: Pessoa;
let semAcesso: Pessoa;
let idFluxo: string;
let idEtapa: string;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  colega = await outraPessoa(amb, 'Caio Colega');
  terceiro = await outraPessoa(amb, 'Tina Terceira');
  semAcesso = await outraPessoa(amb, 'Otto Fora');
  idFluxo = (await criarFluxo(dono)).id;
  const etapa = (await criarEtapa(dono, idFluxo, 'Entrada')).Etapa;
  idEtapa = etapa.id;
  await autorizar(dono, etapa.id, colega.email);
  await autorizar(dono, etapa.id, terceiro.email);
});

const enviar = (p: Pessoa, para: string, mensagem: string, idsAnexos: string[] = [], fluxo = idFluxo) =>
  p.http.post<RespostaInserirMsgChat>(
    '/api/fluxo/chat/mensagens/inserir',
    { MsgChat: { idFluxo: fluxo, idUsuarioDestino: para, mensagem }, idsAnexos },
    { sigla: p.sigla },
  );
const listar = (p: Pessoa, com: string, cursor?: string, fluxo = idFluxo) =>
  p.http.get<RespostaListaMsgsChat>(
    `/api/fluxo/chat/mensagens/listar?idFluxo=${fluxo}&idDestinatario=${com}&sqlMaxRecords=10${cursor ? `&cursor=${cursor}` : ''}`,
    { sigla: p.sigla },
  );
const resumo = (p: Pessoa, fluxo = idFluxo) =>
  p.http.get<RespostaResumoChat>(`/api/fluxo/chat/resumo/${fluxo}`, { sigla: p.sigla });
const naoLidas = async (p: Pessoa, com: string) =>
  (await resumo(p)).body.listaMsgsChat.find((c) => c.idUsuario === com)?.countNaoLidas;
const marcarLida = (p: Pessoa, com: string) =>
  p.http.post('/api/fluxo/chat/mensagens/marcar-como-lida', { idFluxo, idRemetente: com }, { sigla: p.sigla });
const pedirUpload = (p: Pessoa, arquivo: Record<string, unknown>, fluxo = idFluxo) =>
  p.http.post<UploadChatConcedido>(
    '/api/fluxo/chat/anexos/solicitar-upload',
    { idFluxo: fluxo, ...arquivo },
    { sigla: p.sigla },
  );

describe('the public channel', () => {
  it('sends, lists newest first in pages of 10 with a cursor, and counts unread until the channel is opened', async () => {
    const antes = (await naoLidas(colega, '0')) ?? 0;
    for (let i = 1; i <= 12; i++) expect((await enviar(dono, '0', `Mensagem ${i}`)).status).toBe(201);

    const p1 = await listar(colega, '0');
    expect(p1.status).toBe(200);
    expect(p1.body.listaMsgsChat.map((m) => m.mensagem)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Mensagem ${12 - i}`),
    );
    expect(p1.body.listaMsgsChat[0]).toMatchObject({ idUsuarioDestino: '0', nomeUsuarioRemetente: expect.any(String) });
    const p2 = await listar(colega, '0', p1.body.proximoCursor!);
    expect(p2.body.listaMsgsChat.map((m) => m.mensagem).slice(0, 2)).toEqual(['Mensagem 2', 'Mensagem 1']);

    expect(await naoLidas(colega, '0')).toBe(antes + 12);
    // The sender's own messages are read.
    expect(await naoLidas(dono, '0')).toBe(0);
    expect((await marcarLida(colega, '0')).status).toBe(200);
    expect(await naoLidas(colega, '0')).toBe(0);
    await enviar(terceiro, '0', 'Mais uma');
    expect(await naoLidas(colega, '0')).toBe(1);
    expect((await resumo(colega)).body.listaMsgsChat[0]).toMatchObject({
      idUsuario: '0',
      nome: 'Canal do fluxo',
      ultimaMensagem: { mensagem: 'Mais uma', nomeUsuarioRemetente: 'Tina Terceira' },
    });
  });

  it("refuses a message with neither text nor file, with the spec's rule", async () => {
    const r = await enviar(dono, '0', '   ');
    expect([r.status, comoErro(r).mensagem]).toEqual([400, 'Digite uma mensagem ou anexe um arquivo']);
  });
});

describe('direct conversations', () => {
  it('are between two people of the flow: unread on the addressee side only, read when opened, private to the pair', async () => {
    const enviada = await enviar(dono, colega.usuarioId, 'Oi, Caio! Só entre nós.');
    expect(enviada.status).toBe(201);
    expect(enviada.body).toMatchObject({ mensagem: 'Mensagem enviada', idMsgChat: expect.any(String) });

    const r = await resumo(colega);
    expect(r.body.listaMsgsChat.find((c) => c.idUsuario === dono.usuarioId)).toMatchObject({
      countNaoLidas: 1,
      ultimaMensagem: { mensagem: 'Oi, Caio! Só entre nós.' },
    });
    expect(await naoLidas(dono, colega.usuarioId)).toBe(0);
    // The people picker: everyone of the flow but oneself, and nobody outside it.
    expect(r.body.listaPessoas.map((p) => p.id).sort()).toEqual([dono.usuarioId, terceiro.usuarioId].sort());

    // Opening the conversation: its page, then marked read.
    expect((await listar(colega, dono.usuarioId)).body.listaMsgsChat.map((m) => m.mensagem)).toEqual([
      'Oi, Caio! Só entre nós.',
    ]);
    await marcarLida(colega, dono.usuarioId);
    await enviar(colega, dono.usuarioId, 'Recebido!');
    expect((await listar(dono, colega.usuarioId)).body.listaMsgsChat.map((m) => m.mensagem)).toEqual([
      'Recebido!',
      'Oi, Caio! Só entre nós.',
    ]);
    expect(await naoLidas(colega, dono.usuarioId)).toBe(0);
    expect(await naoLidas(dono, colega.usuarioId)).toBe(1);
    await marcarLida(dono, colega.usuarioId);
    expect(await naoLidas(dono, colega.usuarioId)).toBe(0);

    // A third person of the flow: his conversation with the owner is his own, empty one, and the
    // message by id is not found.
    expect((await listar(terceiro, dono.usuarioId)).body.listaMsgsChat).toEqual([]);
    expect((await listar(terceiro, colega.usuarioId)).body.listaMsgsChat).toEqual([]);
    const dados = await terceiro.http.get(`/api/fluxo/chat/mensagens/dados/${enviada.body.idMsgChat}`, {
      sigla: terceiro.sigla,
    });
    expect([dados.status, comoErro(dados).mensagem]).toEqual([404, 'Mensagem não encontrada']);
    const doColega = await colega.http.get<{ MsgChat: MsgChat }>(
      `/api/fluxo/chat/mensagens/dados/${enviada.body.idMsgChat}`,
      {
        sigla: colega.sigla,
      },
    );
    expect(doColega.body.MsgChat).toMatchObject({
      mensagem: 'Oi, Caio! Só entre nós.',
      idUsuarioDestino: colega.usuarioId,
    });
  });

  it('refuses a person outside the flow, and oneself, as the addressee', async () => {
    const fora = await enviar(dono, semAcesso.usuarioId, 'Oi?');
    expect([fora.status, comoErro(fora).mensagem]).toEqual([400, 'Destinatário não participa deste fluxo']);
    const eu = await enviar(dono, dono.usuarioId, 'Eu');
    expect([eu.status, comoErro(eu).mensagem]).toEqual([400, 'Não é possível conversar consigo mesmo']);
  });

  it("shows a deleted author as 'Usuário removido'", async () => {
    const efemero = await outraPessoa(amb, 'Edu Efêmero');
    await autorizar(dono, idEtapa, efemero.email);
    const m = await enviar(efemero, dono.usuarioId, 'Até logo');
    expect(m.status).toBe(201);
    await escrever(
      depsDaTabela(),
      deleteItem(depsDaTabela(), { pk: usuarioKeys.pk(amb.sigla, efemero.usuarioId), sk: usuarioKeys.sk() }),
    );

    expect((await listar(dono, efemero.usuarioId)).body.listaMsgsChat[0]?.nomeUsuarioRemetente).toBe(
      'Usuário removido',
    );
    expect((await resumo(dono)).body.listaMsgsChat.find((c) => c.idUsuario === efemero.usuarioId)?.nome).toBe(
      'Usuário removido',
    );
  });
});

describe('attachments', () => {
  it('goes through S3: granted, uploaded, checked and sent with the message; downloaded by the pair only', async () => {
    const png = bytesDoDataUrl(PNG_1X1);
    const g = await pedirUpload(colega, { nomeArquivo: 'foto.png', tipoMime: 'image/png', tamanho: png.length });
    expect(g.status).toBe(200);
    expect((await enviarArquivo(g.body.uploadUrl, png, 'image/png')).status).toBe(200);

    const m = await enviar(colega, dono.usuarioId, '', [g.body.idAnexo]);
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect(m.body.MsgChat.listaMsgChatAnexos).toEqual([
      { id: g.body.idAnexo, nomeAnexo: 'foto.png', tipoMime: 'image/png', tamanho: png.length },
    ]);

    const d = await dono.http.get<RespostaDownloadAnexoChat>(
      `/api/fluxo/chat/mensagens/download/anexo/${g.body.idAnexo}`,
      { sigla: dono.sigla },
    );
    expect(d.body.nomeArquivo).toBe('foto.png');
    expect(Buffer.from(await (await fetch(d.body.url)).arrayBuffer())).toEqual(png);
    const alheio = await terceiro.http.get(`/api/fluxo/chat/mensagens/download/anexo/${g.body.idAnexo}`, {
      sigla: terceiro.sigla,
    });
    expect([alheio.status, comoErro(alheio).mensagem]).toEqual([404, 'Anexo não encontrado']);
    // One grant, one message: sending it again finds no upload.
    expect((await enviar(colega, dono.usuarioId, 'de novo', [g.body.idAnexo])).status).toBe(404);
  });

  it("refuses a file of 5 MB or more with 'O arquivo deve ser menor que 5MB!'", async () => {
    const r = await pedirUpload(dono, {
      nomeArquivo: 'grande.pdf',
      tipoMime: 'application/pdf',
      tamanho: 5 * 1024 * 1024,
    });
    expect([r.status, comoErro(r).mensagem]).toEqual([413, 'O arquivo deve ser menor que 5MB!']);
  });

  it('refuses a program uploaded as a picture, and sends nothing', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(60)]);
    const g = await pedirUpload(dono, { nomeArquivo: 'foto.png', tipoMime: 'image/png', tamanho: exe.length });
    await enviarArquivo(g.body.uploadUrl, exe, 'image/png');
    const r = await enviar(dono, terceiro.usuarioId, 'veja', [g.body.idAnexo]);
    expect(r.status).toBe(400);
    expect((await listar(terceiro, dono.usuarioId)).body.listaMsgsChat).toEqual([]);
  });
});

describe('who may read a flow chat', () => {
  it('refuses every chat call of a flow to a person without access to it, as if it did not exist', async () => {
    const [r, l, e, u] = await Promise.all([
      resumo(semAcesso),
      listar(semAcesso, '0'),
      enviar(semAcesso, '0', 'Oi'),
      pedirUpload(semAcesso, { nomeArquivo: 'a.png', tipoMime: 'image/png', tamanho: 10 }),
    ]);
    expect([r.status, l.status, e.status, u.status]).toEqual([404, 404, 404, 404]);
    expect(comoErro(l).mensagem).toBe(comoErro(r).mensagem);
    expect((await marcarLida(semAcesso, '0')).status).toBe(404);
  });

  it("refuses another tenant's flow and messages", async () => {
    const outro = await ambienteComDono();
    const publica = await enviar(dono, '0', 'Só deste ambiente');
    const [r, l, d, e] = await Promise.all([
      resumo(outro.dono),
      listar(outro.dono, '0'),
      outro.dono.http.get(`/api/fluxo/chat/mensagens/dados/${publica.body.idMsgChat}`, { sigla: outro.dono.sigla }),
      enviar(outro.dono, '0', 'Invasão'),
    ]);
    expect([r.status, l.status, d.status, e.status]).toEqual([404, 404, 404, 404]);
    expect((await listar(dono, '0')).body.listaMsgsChat[0]?.mensagem).toBe('Só deste ambiente');
  });
});
