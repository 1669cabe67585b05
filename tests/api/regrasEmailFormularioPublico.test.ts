import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ExecucaoRegra } from '@wf/shared/schemas/regra';
import type { RespostaNotificacoes } from '@wf/shared/types/notificacao';
import { escrever, updateItem } from '../../functions/src/data/entidade';
import {
  horaDoLimite,
  limiteEmailsEntradaKeys,
} from '../../functions/src/data/repositories/limiteEmailsEntradaRepository';
import {
  LIMITES_EMAILS_DE_ENTRADA,
  mensagensLimiteEmail,
} from '../../functions/src/domains/regras/acoes/envioEmailDaRegra';
import { eventually } from '../support/eventually';
import { enviarFormularioPublico, fluxoComFormularioPublico } from './support/cards';
import { ambienteComDono, autorizar, campo, fluxoComTresEtapas, outraPessoa, type Pessoa } from './support/fluxos';
import { criarCard } from './support/instancias';
import { aguardarExecucoes, criarRegra, jsonRegra } from './support/regras';
import { depsDoRuntime } from './support/regrasAcoes';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * Issue 23, findings 8 and 9, through the real paths: an anonymous public-form submission
 * creates the card, the engine runs the flow's rule from the card's event, the e-mail goes
 * through the outbox and the e-mail consumer to the runtime's SMTP outbox; the notification is
 * read from the recipients' bells.
 */

interface EmailGuardado {
  to: string;
  subject: string;
  text: string;
}
const emailsPara = async (para: string, assunto: string): Promise<EmailGuardado[]> =>
  (
    (await (await fetch(`${inject('baseUrl')}/_local/emails?to=${encodeURIComponent(para)}`)).json()) as EmailGuardado[]
  ).filter((e) => e.subject.startsWith(assunto));
const aguardarEmails = (para: string, assunto: string, n = 1) =>
  eventually(async () => {
    const lista = await emailsPara(para, assunto);
    return lista.length >= n ? lista : undefined;
  }, 20_000);

/** Addresses nobody owns, fresh per test (the outbox is shared by the whole run). */
const vitima = (n: number) => `vitima${n}-${randomUUID().slice(0, 8)}@exemplo.com`;

const acaoEmail = (destinatario: string, assunto: string, corpo = '{{MENSAGEM}}') => ({
  key: 'enviarEmail',
  formulario: { enviaEmailDestinatario: destinatario, enviaEmailTitulo: assunto, enviaEmailBody: corpo },
});

let amb: AmbienteDeTeste;
let dono: Pessoa;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
});

/**
 * A flow whose public form asks E1..E4 and MENSAGEM, with one rule on cardCriado per e-mail
 * action (an action appears once per rule), run in the order given.
 */
async function formularioComRegras(acoes: ReturnType<typeof acaoEmail>[], p: Pessoa = dono) {
  const campos = ['E1', 'E2', 'E3', 'E4', 'Mensagem'].map((t) => campo(t));
  const f = await fluxoComFormularioPublico(p, campos);
  const regras = [];
  for (const [i, acao] of acoes.entries())
    regras.push(await criarRegra(p, f.fluxo.id, jsonRegra({ evento: 'cardCriado', prioridade: i + 1, acoes: [acao] })));
  const enviar = async (valores: Record<string, string>) => {
    const r = await enviarFormularioPublico(p.sigla, f.hash, { nome: 'Pedido', listaValoresFormulario: valores });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.idInstancia;
  };
  return { f, regras, enviar };
}

const execucaoDoCard = async (idRegra: string, idInstancia: string, p: Pessoa = dono): Promise<ExecucaoRegra> => {
  const execucoes = await aguardarExecucoes(p, idRegra);
  const e = execucoes.find((x) => x.Instancia?.id === idInstancia);
  if (!e) throw new Error(`sem execução da regra para o card ${idInstancia}: ${JSON.stringify(execucoes)}`);
  return e;
};

describe('public form -> rule e-mail: one address per form value', () => {
  it('ignores a form value holding several addresses and keeps the subject on one line', async () => {
    const [v1, v2, v3] = [vitima(1), vitima(2), vitima(3)];
    const assunto = `Recebido ${randomUUID().slice(0, 6)}`;
    const { regras, enviar } = await formularioComRegras([acaoEmail(`{{E1}}, ${dono.email}`, `${assunto} {{E2}}`)]);
    const idInstancia = await enviar({
      E1: `${v1}, ${v2}; ${v3}`,
      E2: 'x\r\nBcc: vitima@exemplo.com',
      MENSAGEM: 'Clique <a href="http://golpe">aqui</a>',
    });

    const [email] = await aguardarEmails(dono.email, assunto);
    expect(email!.to.toLowerCase()).toBe(dono.email.toLowerCase());
    expect(email!.subject).toBe(`${assunto} x Bcc: vitima@exemplo.com`);
    for (const v of [v1, v2, v3]) expect(await emailsPara(v, assunto)).toEqual([]);

    const e = await execucaoDoCard(regras[0]!.id, idInstancia);
    expect(e.comErro).toBe('N');
    expect(e.detalhesErro).toContain('ignorados (o valor não é um único e-mail): {{E1}}');
  });

  it('e-mails a form value that is exactly one address', async () => {
    const v = vitima(1);
    const assunto = `Confirmação ${randomUUID().slice(0, 6)}`;
    const { enviar } = await formularioComRegras([acaoEmail('{{E1}}', assunto)]);
    await enviar({ E1: v, MENSAGEM: 'Recebemos seu pedido' });
    const [email] = await aguardarEmails(v, assunto);
    expect(email!.text).toContain('Recebemos seu pedido');
  });
});

describe('public form -> rule e-mail: limits of addresses from form values', () => {
  it(`sends at most ${LIMITES_EMAILS_DE_ENTRADA.porCard} of them per card, then the action fails with a recorded error`, async () => {
    const vs = [vitima(1), vitima(2), vitima(3), vitima(4)];
    const assunto = `Aviso ${randomUUID().slice(0, 6)}`;
    const quatro = '{{E1}}, {{E2}}, {{E3}}, {{E4}}';
    // 4 + 4 fit in 10; the third e-mail (4 more) does not; the author's own address is not counted.
    const { regras, enviar } = await formularioComRegras([
      acaoEmail(quatro, `${assunto} 1`),
      acaoEmail(quatro, `${assunto} 2`),
      acaoEmail(quatro, `${assunto} 3`),
      acaoEmail(dono.email, `${assunto} fim`),
    ]);
    const idInstancia = await enviar({ E1: vs[0]!, E2: vs[1]!, E3: vs[2]!, E4: vs[3]!, MENSAGEM: 'Compre já' });

    const e = await execucaoDoCard(regras[2]!.id, idInstancia);
    expect(e.comErro).toBe('S');
    expect(e.detalhesErro).toContain(mensagensLimiteEmail.porCard);
    for (const r of regras.slice(0, 2)) expect((await execucaoDoCard(r.id, idInstancia)).comErro).toBe('N');
    await aguardarEmails(dono.email, `${assunto} fim`);
    for (const v of vs) {
      const recebidos = await aguardarEmails(v, assunto, 2);
      expect(recebidos.map((m) => m.subject).sort()).toEqual([`${assunto} 1`, `${assunto} 2`]);
    }
  });

  it(`sends at most ${LIMITES_EMAILS_DE_ENTRADA.porAmbienteHora} of them per tenant per hour`, async () => {
    // A tenant of its own whose hour is already used up (this hour and the next, should the test cross it).
    const { dono: outroDono } = await ambienteComDono();
    const deps = depsDoRuntime();
    for (const instante of [new Date(), new Date(Date.now() + 3_600_000)]) {
      const chave = {
        pk: limiteEmailsEntradaKeys.horaPk(outroDono.sigla, horaDoLimite(instante)),
        sk: limiteEmailsEntradaKeys.horaSk(),
      };
      await escrever(deps, updateItem(deps, chave, { add: { enviados: LIMITES_EMAILS_DE_ENTRADA.porAmbienteHora } }));
    }
    const v = vitima(1);
    const assunto = `Hora ${randomUUID().slice(0, 6)}`;
    const { regras, enviar } = await formularioComRegras(
      [acaoEmail('{{E1}}', assunto), acaoEmail(outroDono.email, `${assunto} fim`)],
      outroDono,
    );
    const idInstancia = await enviar({ E1: v, MENSAGEM: 'Compre já' });

    const e = await execucaoDoCard(regras[0]!.id, idInstancia, outroDono);
    expect(e.comErro).toBe('S');
    expect(e.detalhesErro).toContain(mensagensLimiteEmail.porHora);
    await aguardarEmails(outroDono.email, `${assunto} fim`);
    expect(await emailsPara(v, assunto)).toEqual([]);
  });
});

describe('rule notification: only people who may open the card', () => {
  it("reaches the bell of whoever opens the card, and lists the others in the run's details", async () => {
    const [podeAbrir, outraEtapa, restrito, foraDoFluxo] = await Promise.all(
      ['Bruna Lima', 'Carlos Dias', 'Diana Reis', 'Eduardo Melo'].map((nome) => outraPessoa(amb, nome)),
    );
    const { fluxo, a, b } = await fluxoComTresEtapas(dono);
    await autorizar(dono, a.id, podeAbrir!.email);
    await autorizar(dono, b.id, outraEtapa!.email);
    await autorizar(dono, a.id, restrito!.email, { restrAbrirCard: 'S' });
    const titulo = `Aviso ${randomUUID().slice(0, 6)}`;
    const regra = await criarRegra(
      dono,
      fluxo.id,
      jsonRegra({
        evento: 'cardCriado',
        acoes: [
          {
            key: 'enviarNotificacao',
            formulario: {
              enviarNotificacaoDestinatario: [podeAbrir, outraEtapa, restrito, foraDoFluxo]
                .map((p) => p!.email)
                .join(', '),
              enviarNotificacaoTitulo: titulo,
              enviarNotificacaoConteudo: 'Texto qualquer da regra',
            },
          },
        ],
      }),
    );
    const card = await criarCard(dono, fluxo.id, 'Pedido com aviso');

    const e = await execucaoDoCard(regra.id, card.id);
    const semAcesso = [outraEtapa, restrito, foraDoFluxo].map((p) => p!.email.toLowerCase());
    expect(e.detalhesErro).toContain(`Notificação enviada para ${podeAbrir!.email.toLowerCase()}`);
    expect(e.detalhesErro).toContain(`ignorados (não podem ver o card): ${semAcesso.join(', ')}`);

    const sino = async (p: Pessoa) => {
      const r = await p.http.get<RespostaNotificacoes>('/api/notificacao-interna/notificacoes-usuario', {
        sigla: p.sigla,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.listaNotificacoes.filter((n) => n.titulo === titulo);
    };
    expect(await sino(podeAbrir!)).toHaveLength(1);
    for (const p of [outraEtapa, restrito, foraDoFluxo]) expect(await sino(p!)).toEqual([]);
  });
});
