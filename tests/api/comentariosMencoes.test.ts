import { beforeAll, describe, expect, it } from 'vitest';
import { MARCACAO_MENCAO, MARCACAO_VARIAVEL, textoDaVariavel } from '@wf/shared/constants/textoRico';
import type { Comentario } from '@wf/shared/types/instancia';
import { buscarComentario } from '../../functions/src/data/repositories/comentarioRepository';
import { depsDaTabela } from '../support/tabela';
import { criarCardPeloFormulario, fluxoComFormularioPublico } from './support/cards';
import { ambienteComDono, autorizar, outraPessoa, type Pessoa } from './support/fluxos';
import type { AmbienteDeTeste } from './support/ambientes';

/**
 * The rich-text editor's chips (shared/constants/textoRico.ts) through the real API: a comment
 * as the editor writes it keeps its '@' mention and its '{{' variable, and the mention reaches
 * the comment's stored mention list (what notifications read), read back from the table.
 */
let amb: AmbienteDeTeste;
let dono: Pessoa;
let bruna: Pessoa;
let hash: string;

beforeAll(async () => {
  ({ amb, dono } = await ambienteComDono());
  bruna = await outraPessoa(amb, 'Bruna Lima');
  const f = await fluxoComFormularioPublico(dono);
  hash = f.hash;
  await autorizar(dono, f.a.id, bruna.email, { executar: 'S' });
});

const mencao = (email: string, nome: string) =>
  `<span class="${MARCACAO_MENCAO.classe}" ${MARCACAO_MENCAO.atributo}="${email}">@${nome}</span>`;
const variavel = (nome: string) =>
  `<span class="${MARCACAO_VARIAVEL.classe}" ${MARCACAO_VARIAVEL.atributo}="${nome}">${textoDaVariavel(nome)}</span>`;

describe("the editor's comment markup", () => {
  it('keeps bold, the mention and the variable (nothing else of a span), and lists the mentioned e-mail on the stored comment', async () => {
    const card = await criarCardPeloFormulario(amb.sigla, hash);
    // The last span imitates a variable with an invalid name and a foreign class: only its text stays.
    const html = `<p><strong>Urgente</strong> ${mencao(bruna.email, 'Bruna Lima')} veja ${variavel('CLIENTE')} <span class="perigo" ${MARCACAO_VARIAVEL.atributo}="x y">{{x y}}</span></p>`;
    const r = await dono.http.post<{ Comentario: Comentario }>(
      '/api/instancia/comentarios/inserir',
      { idInstancia: card, comentario: html },
      { sigla: dono.sigla },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const salvo = r.body.Comentario.comentario;
    expect(salvo).toContain('<strong>Urgente</strong>');
    expect(salvo).toContain(
      `<span ${MARCACAO_MENCAO.atributo}="${bruna.email.toLowerCase()}" class="${MARCACAO_MENCAO.classe}">@Bruna Lima</span>`,
    );
    expect(salvo).toContain(
      `<span ${MARCACAO_VARIAVEL.atributo}="CLIENTE" class="${MARCACAO_VARIAVEL.classe}">{{CLIENTE}}</span>`,
    );
    expect(salvo).toContain('<span>{{x y}}</span>');

    const armazenado = await buscarComentario(depsDaTabela(), amb.sigla, card, r.body.Comentario.id);
    expect(armazenado?.emailsMencionados).toEqual([bruna.email.toLowerCase()]);
  });
});
