import { inject, beforeAll, describe, expect, it } from 'vitest';
import type { Notificacao, RespostaNotificacoes } from '@wf/shared/types/notificacao';
import { eventually } from '../support/eventually';
import { aguardarRepouso } from '../support/repouso';
import { ambienteComDono, autorizar, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';
import { contextoAcao, depsDoRuntime } from './support/regrasAcoes';
import type { AmbienteDeTeste } from './support/ambientes';
import { acoesRegistradas } from '../../functions/src/domains/regras/acoes';

/** The action as the engine runs it (its preparer and its executor). */
function acaoRegistrada(key: keyof typeof acoesRegistradas) {
  const acao = acoesRegistradas[key];
  if (!acao) throw new Error(`Ação ${key} não registrada`);
  return acao;
}
const enviarEmail = acaoRegistrada('enviarEmail');
const enviarNotificacao = acaoRegistrada('enviarNotificacao');

/**
 * The enviarEmail and enviarNotificacao actions run with real deps: the e-mail goes through the
 * outbox, the bus and the e-mail consumer to the runtime's SMTP outbox; the notification reaches
 * the recipient's bell, read through the API. Both with variables, both effective once.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa;
let carlos: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  carlos = await outraPessoa(amb, 'Carlos Dias');
});

interface EmailGuardado {
  to: string;
  subject: string;
  text: string;
  html: string;
}
/** The rule's e-mails to `para` (sign-up sent it a welcome too). */
const emailsPara = async (para: string): Promise<EmailGuardado[]> => {
  const todos = (await (
    await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(para)}`)
  ).json()) as EmailGuardado[];
  return todos.filter((e) => e.subject.startsWith('Pedido'));
};

describe('enviarEmail', () => {
  it('e-mails every recipient (typed or from variables) with the variables filled, once', async () => {
    const deps = depsDoRuntime();
    const ctx = contextoAcao(deps, dono, {
      variaveis: {
        SOLICITANTE: bruna.email,
        COPIA: carlos.email,
        // One variable is one recipient: a value with several e-mails is ignored (issue 23).
        VARIOS: `${bruna.email}, outro@fora.com`,
        'card.titulo': 'Compra <b>123</b>',
        VALOR: '5.000,00',
      },
    });
    const formulario = {
      enviaEmailDestinatario: `{{SOLICITANTE}}, {{COPIA}}, {{VARIOS}}, nao-e-email, ${dono.email}`,
      enviaEmailTitulo: 'Pedido {{card.titulo}}',
      enviaEmailBody: 'Valor: {{VALOR}}\nAguardando diretoria',
    };
    const preparado = await enviarEmail.preparar(ctx, formulario);
    expect(preparado.para).toEqual([bruna.email, carlos.email, dono.email].map((e) => e.toLowerCase()));
    const r = await enviarEmail.executar(ctx, preparado);
    expect(r?.detalhes).toContain('E-mail enviado para');
    expect(r?.detalhes).toContain('ignorados (não são e-mails): nao-e-email');
    expect(r?.detalhes).toContain('ignorados (o valor não é um único e-mail): {{VARIOS}}');

    const [email] = await eventually(async () => {
      const lista = await emailsPara(bruna.email);
      return lista.length ? lista : undefined;
    }, 15_000);
    expect(email.subject).toBe('Pedido Compra <b>123</b>');
    expect(email.text).toContain('Valor: 5.000,00');
    expect(email.html).toContain('Valor: 5.000,00');
    expect(email.html).not.toContain('<b>123</b>');
    expect(email.to.toLowerCase().split(', ').sort()).toEqual(
      [bruna.email, carlos.email, dono.email].map((e) => e.toLowerCase()).sort(),
    );

    // The event redelivered: the action runs again and nothing more is sent.
    const denovo = await enviarEmail.executar(ctx, preparado);
    expect(denovo?.detalhes).toContain('E-mail já enviado');
    // A second e-mail event would be the rule's (idRegra): once its events are at rest, it would be sent.
    await aguardarRepouso({ idRegra: ctx.regra.id });
    expect(await emailsPara(bruna.email)).toHaveLength(1);
  });

  it('fails the action when no recipient is an e-mail', async () => {
    const ctx = contextoAcao(depsDoRuntime(), dono, { variaveis: { VAZIO: '' } });
    const preparado = await enviarEmail.preparar(ctx, {
      enviaEmailDestinatario: '{{VAZIO}}',
      enviaEmailTitulo: 't',
      enviaEmailBody: 'b',
    });
    await expect(enviarEmail.executar(ctx, preparado)).rejects.toThrow('Nenhum destinatário com e-mail válido');
  });
});

describe('enviarNotificacao', () => {
  const notificacoes = async (p: Pessoa): Promise<Notificacao[]> => {
    const r = await p.http.get<RespostaNotificacoes>('/api/notificacao-interna/notificacoes-usuario', {
      sigla: p.sigla,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.listaNotificacoes;
  };

  it('notifies each recipient who is a person of the tenant and may open the card, with variables, once', async () => {
    const deps = depsDoRuntime();
    // A real card that bruna may open (authorised on its stage): a rule notifies only such people.
    const { fluxo, a } = await fluxoComTresEtapas(dono);
    await autorizar(dono, a.id, bruna.email);
    const card = await criarCard(dono, fluxo.id, 'Pedido 42');
    const ctx = contextoAcao(deps, dono, {
      idFluxo: fluxo.id,
      idInstancia: card.id,
      alteradoPor: dono.email,
      variaveis: { 'usuario.email': bruna.email, 'card.titulo': 'Pedido 42' },
    });
    const preparado = await enviarNotificacao.preparar(ctx, {
      enviarNotificacaoDestinatario: '{{usuario.email}}, ninguem@fora.com',
      enviarNotificacaoTitulo: 'Regra: {{card.titulo}}',
      enviarNotificacaoConteudo: 'O card {{card.titulo}} precisa de você',
    });
    const r = await enviarNotificacao.executar(ctx, preparado);
    expect(r?.detalhes).toContain(`Notificação enviada para ${bruna.email.toLowerCase()}`);
    expect(r?.detalhes).toContain('ignorados (não são pessoas do ambiente): ninguem@fora.com');

    const minhas = (await notificacoes(bruna)).filter((n) => n.Instancia.id === ctx.idInstancia);
    expect(minhas).toHaveLength(1);
    expect(minhas[0]).toMatchObject({
      titulo: 'Regra: Pedido 42',
      mensagem: 'O card Pedido 42 precisa de você',
      msgLida: 'N',
    });
    expect(minhas[0].Fluxo.id).toBe(ctx.idFluxo);
    expect((await notificacoes(carlos)).filter((n) => n.Instancia.id === ctx.idInstancia)).toHaveLength(0);

    const denovo = await enviarNotificacao.executar(ctx, preparado);
    expect(denovo?.detalhes).toContain('já notificados');
    expect((await notificacoes(bruna)).filter((n) => n.Instancia.id === ctx.idInstancia)).toHaveLength(1);
  });
});
