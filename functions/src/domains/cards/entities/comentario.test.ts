import { describe, expect, it } from 'vitest';
import {
  comentarioVazio,
  emailsMencionados,
  idDeComentario,
  momentoDoComentario,
  sanitizarComentario,
} from './comentario';

describe('comment sanitising', () => {
  it('keeps the allowed formatting and drops scripts, handlers and styles', () => {
    const html = sanitizarComentario(
      '<p onclick="x()">Olá <strong>mundo</strong><script>alert(1)</script><img src=x onerror=y><span style="color:red">!</span></p>',
    );
    expect(html).toBe('<p>Olá <strong>mundo</strong><span>!</span></p>');
  });

  it('keeps http links, opened without opener, and drops javascript: links', () => {
    expect(sanitizarComentario('<a href="https://x.com">x</a>')).toBe(
      '<a href="https://x.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizarComentario('<a href="javascript:alert(1)">x</a>')).not.toContain('javascript');
  });

  it('keeps @ mentions of e-mails and lists them, drops other data attributes', () => {
    const html = sanitizarComentario(
      '<p><span data-mention="Ana@X.com" data-x="1">@Ana</span> <span data-mention="nao-email">@b</span></p>',
    );
    expect(html).toBe('<p><span data-mention="ana@x.com" class="mention">@Ana</span> <span>@b</span></p>');
    expect(emailsMencionados(html)).toEqual(['ana@x.com']);
  });

  it('lists only mention chips, not text that reads like one', () => {
    const html = sanitizarComentario(
      '<p>data-mention="ceo@x.com" <b data-mention="b@x.com">b</b> <span data-mention="ana@x.com">@Ana</span></p>',
    );
    expect(emailsMencionados(html)).toEqual(['ana@x.com']);
  });

  it("keeps the editor's '{{' variables of valid names only, and no other class", () => {
    const html = sanitizarComentario(
      '<p><span class="variavel" data-variavel="CLIENTE">{{CLIENTE}}</span> <span class="variavel x" data-variavel="nao valido">{{y}}</span> <span class="outra">z</span></p>',
    );
    expect(html).toBe(
      '<p><span data-variavel="CLIENTE" class="variavel">{{CLIENTE}}</span> <span>{{y}}</span> <span>z</span></p>',
    );
    expect(emailsMencionados(html)).toEqual([]);
  });

  it("treats the editor's empty value and text-less HTML as empty", () => {
    expect(comentarioVazio('<p><br></p>')).toBe(true);
    expect(comentarioVazio(sanitizarComentario('<p>&nbsp; <script>x</script></p>'))).toBe(true);
    expect(comentarioVazio('<p>ok</p>')).toBe(false);
  });

  it('carries the creation time in the id', () => {
    const agora = new Date('2025-03-01T12:00:00.123Z');
    const id = idDeComentario(agora, 'c0ffee00-1111-2222-3333-444455556666');
    expect(momentoDoComentario(id)?.toISOString()).toBe(agora.toISOString());
    expect(momentoDoComentario('qualquer')).toBeNull();
  });
});
