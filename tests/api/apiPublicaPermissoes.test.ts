import { beforeAll, describe, expect, it } from 'vitest';
import { ligarApi, v1 } from './support/acessoApiV1';
import { comoErro, type Resposta } from './support/clienteHttp';
import { ambienteComDono, autorizar, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';

/**
 * The public API answers as the session API does for the same person and the same action: one
 * table of cases, each run through /api (session cookie) and /api/v1 (that person's token).
 * A flow (or card) the person may not see is a 404, as if it did not exist.
 */
type Quem = 'semAcesso' | 'leitor' | 'executor' | 'dono';
interface Contexto {
  idFluxo: string;
  idEtapaA: string;
  idEtapaB: string;
  /** A fresh card of the owner in stage A (each run gets its own). */
  idCard: string;
}
interface Caso {
  acao: string;
  quem: Quem;
  esperado: number;
  sessao: (p: Pessoa, c: Contexto) => Promise<Resposta>;
  api: (token: string, c: Contexto) => Promise<{ status: number; body: unknown }>;
}

const verFluxo = {
  sessao: (p: Pessoa, c: Contexto) => p.http.get(`/api/fluxos/buscar/${c.idFluxo}`, { sigla: p.sigla }),
  api: (t: string, c: Contexto) => v1(t, 'GET', `/api/v1/fluxos/${c.idFluxo}`),
};
const etapasDoFluxo = {
  sessao: (p: Pessoa, c: Contexto) => p.http.get(`/api/etapas/etapas-fluxo/${c.idFluxo}`, { sigla: p.sigla }),
  api: (t: string, c: Contexto) => v1(t, 'GET', `/api/v1/fluxos/${c.idFluxo}/etapas`),
};
const cardsDaEtapa = {
  sessao: (p: Pessoa, c: Contexto) => p.http.get(`/api/instancias/buscar-por-etapa/${c.idEtapaA}`, { sigla: p.sigla }),
  api: (t: string, c: Contexto) => v1(t, 'GET', `/api/v1/etapas/${c.idEtapaA}/cards`),
};
const criar = {
  sessao: (p: Pessoa, c: Contexto) =>
    p.http.post(
      '/api/instancias/inserir',
      { Instancia: { idFluxo: c.idFluxo, descricao: 'Pela sessão' } },
      { sigla: p.sigla },
    ),
  api: (t: string, c: Contexto) => v1(t, 'POST', '/api/v1/cards', { idFluxo: c.idFluxo, descricao: 'Pela API' }),
};
const verCard = {
  sessao: (p: Pessoa, c: Contexto) => p.http.get(`/api/instancias/buscar-por-id/${c.idCard}`, { sigla: p.sigla }),
  api: (t: string, c: Contexto) => v1(t, 'GET', `/api/v1/cards/${c.idCard}`),
};
const mover = {
  sessao: (p: Pessoa, c: Contexto) =>
    p.http.patch('/api/instancias/mover', { idInstancia: c.idCard, idEtapaDestino: c.idEtapaB }, { sigla: p.sigla }),
  api: (t: string, c: Contexto) =>
    v1(t, 'POST', `/api/v1/cards/${c.idCard}/movimentacoes`, { idEtapaDestino: c.idEtapaB }),
};
const excluir = {
  sessao: (p: Pessoa, c: Contexto) => p.http.delete(`/api/instancias/excluir/${c.idCard}`, { sigla: p.sigla }),
  api: (t: string, c: Contexto) => v1(t, 'DELETE', `/api/v1/cards/${c.idCard}`),
};
const comentar = {
  sessao: (p: Pessoa, c: Contexto) =>
    p.http.post(
      '/api/instancia/comentarios/inserir',
      { idInstancia: c.idCard, comentario: '<p>Oi</p>' },
      { sigla: p.sigla },
    ),
  api: (t: string, c: Contexto) => v1(t, 'POST', `/api/v1/cards/${c.idCard}/comentarios`, { comentario: '<p>Oi</p>' }),
};
const autorizarNaEtapa = {
  sessao: (p: Pessoa, c: Contexto) =>
    p.http.post(
      '/api/etapa-usuario/inserir-autorizacao',
      { EtapaUsuario: { idEtapa: c.idEtapaA, emailAutorizado: `convidado.${c.idCard.slice(-6)}s@teste.com.br` } },
      { sigla: p.sigla },
    ),
  api: (t: string, c: Contexto) =>
    v1(t, 'POST', `/api/v1/etapas/${c.idEtapaA}/autorizacoes`, {
      emailAutorizado: `convidado.${c.idCard.slice(-6)}a@teste.com.br`,
    }),
};
const relatorio = {
  sessao: (p: Pessoa) =>
    p.http.get('/api/relatorios/resumo-fluxos?dataInicio=2026-01-01&dataFim=2026-12-31', { sigla: p.sigla }),
  api: (t: string) => v1(t, 'GET', '/api/v1/relatorios/resumo-fluxos?dataInicio=2026-01-01&dataFim=2026-12-31'),
};

const casos: Caso[] = [
  { acao: 'ver o fluxo', quem: 'semAcesso', esperado: 404, ...verFluxo },
  { acao: 'ver o fluxo', quem: 'leitor', esperado: 200, ...verFluxo },
  { acao: 'listar as etapas', quem: 'semAcesso', esperado: 404, ...etapasDoFluxo },
  { acao: 'listar as etapas', quem: 'leitor', esperado: 200, ...etapasDoFluxo },
  { acao: 'listar os cards da etapa', quem: 'semAcesso', esperado: 404, ...cardsDaEtapa },
  { acao: 'listar os cards da etapa', quem: 'leitor', esperado: 200, ...cardsDaEtapa },
  { acao: 'criar card', quem: 'semAcesso', esperado: 404, ...criar },
  { acao: 'criar card', quem: 'leitor', esperado: 403, ...criar },
  { acao: 'criar card', quem: 'executor', esperado: 201, ...criar },
  { acao: 'abrir card', quem: 'semAcesso', esperado: 404, ...verCard },
  { acao: 'abrir card', quem: 'leitor', esperado: 200, ...verCard },
  { acao: 'mover card', quem: 'leitor', esperado: 403, ...mover },
  { acao: 'mover card', quem: 'executor', esperado: 200, ...mover },
  { acao: 'excluir card de outro autor', quem: 'executor', esperado: 403, ...excluir },
  { acao: 'excluir o próprio card', quem: 'dono', esperado: 200, ...excluir },
  { acao: 'comentar', quem: 'semAcesso', esperado: 404, ...comentar },
  { acao: 'comentar', quem: 'executor', esperado: 201, ...comentar },
  { acao: 'autorizar pessoa na etapa', quem: 'executor', esperado: 403, ...autorizarNaEtapa },
  { acao: 'autorizar pessoa na etapa', quem: 'dono', esperado: 201, ...autorizarNaEtapa },
  { acao: 'relatório dos fluxos', quem: 'semAcesso', esperado: 200, ...relatorio },
];

let pessoas: Record<Quem, Pessoa & { token: string }>;
let base: Omit<Contexto, 'idCard'>;
let dono: Pessoa;

beforeAll(async () => {
  const criado = await ambienteComDono();
  dono = criado.dono;
  const { fluxo, a, b } = await fluxoComTresEtapas(dono);
  base = { idFluxo: fluxo.id, idEtapaA: a.id, idEtapaB: b.id };
  const semAcesso = await outraPessoa(criado.amb, 'Sem Acesso');
  const leitor = await outraPessoa(criado.amb, 'Leitor Silva');
  const executor = await outraPessoa(criado.amb, 'Executor Souza');
  await autorizar(dono, a.id, leitor.email, { executar: 'N' });
  await autorizar(dono, a.id, executor.email, { executar: 'S' });
  const comToken = async (p: Pessoa) => ({ ...p, token: await ligarApi(p) });
  pessoas = {
    semAcesso: await comToken(semAcesso),
    leitor: await comToken(leitor),
    executor: await comToken(executor),
    dono: await comToken(dono),
  };
});

const novoContexto = async (): Promise<Contexto> => ({ ...base, idCard: (await criarCard(dono, base.idFluxo)).id });

describe('the same permissions through /api and /api/v1', () => {
  it.each(casos.map((c) => [`${c.acao} (${c.quem}) → ${c.esperado}`, c] as const))('%s', async (_nome, caso) => {
    const p = pessoas[caso.quem];

    const pelaSessao = await caso.sessao(p, await novoContexto());
    const pelaApi = await caso.api(p.token, await novoContexto());

    expect(pelaSessao.status, JSON.stringify(pelaSessao.body)).toBe(caso.esperado);
    expect(pelaApi.status, JSON.stringify(pelaApi.body)).toBe(caso.esperado);
    if (caso.esperado >= 400) {
      const erroApi = pelaApi.body as { tipo: string; mensagem: string };
      expect(erroApi).toMatchObject({ tipo: comoErro(pelaSessao).tipo, mensagem: comoErro(pelaSessao).mensagem });
    }
  });
});
