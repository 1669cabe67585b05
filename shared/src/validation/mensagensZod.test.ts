import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { instalarMensagensZod } from './mensagensZod';

instalarMensagensZod();

const mensagens = (schema: z.ZodType, valor: unknown): string[] => {
  const r = schema.safeParse(valor);
  if (r.success) throw new Error('deveria falhar');
  return r.error.issues.map((i) => i.message);
};

/** zod's English, as it leaked into answers before the map. */
const INGLES = /invalid input|expected|received|too (big|small)|unrecognized|must be/i;

describe('zod em pt-BR', () => {
  it('the common cases speak Brazilian Portuguese', () => {
    expect(mensagens(z.object({ a: z.string() }), null)).toEqual(['Valor inválido: informe um objeto']);
    expect(mensagens(z.object({ a: z.string() }), {})).toEqual(['Campo obrigatório']);
    expect(mensagens(z.object({ a: z.string() }), { a: 1 })).toEqual(['Valor inválido: informe um texto']);
    expect(mensagens(z.string().max(5), 'abcdefg')).toEqual(['Informe no máximo 5 caracteres']);
    expect(mensagens(z.string().min(1), '')).toEqual(['Campo obrigatório']);
    expect(mensagens(z.array(z.string()).max(2), ['a', 'b', 'c'])).toEqual(['Informe no máximo 2 itens']);
    expect(mensagens(z.number().int().max(10), 11)).toEqual(['Informe um número menor ou igual a 10']);
    expect(mensagens(z.enum(['S', 'N']), 'X')).toEqual(['Opção inválida']);
    expect(mensagens(z.email(), 'x')).toEqual(['E-mail inválido']);
    expect(mensagens(z.strictObject({}), { a: 1 })).toEqual(['Campo não permitido: a']);
    expect(mensagens(z.union([z.string(), z.number()]), null)).toEqual(['Valor inválido']);
  });

  it('messages written in the schema stay as they are', () => {
    expect(mensagens(z.string({ error: 'Informe o nome' }), null)).toEqual(['Informe o nome']);
    expect(mensagens(z.string().max(3, 'Nome longo'), 'abcd')).toEqual(['Nome longo']);
    expect(
      mensagens(
        z.string().refine(() => false, 'Regra própria'),
        'a',
      ),
    ).toEqual(['Regra própria']);
  });

  it('no issue code falls back to English', () => {
    const casos: [z.ZodType, unknown][] = [
      [z.bigint(), 'x'],
      [z.number().multipleOf(3), 4],
      [z.record(z.string().max(1), z.string()), { ab: 'x' }],
      [z.map(z.string(), z.string()), new Map([[1, 'x']])],
      [z.set(z.string()).max(1), new Set(['a', 'b'])],
      [z.date(), 'x'],
      [z.literal('a'), 'b'],
      [z.tuple([z.string()]), [1, 2]],
      [z.string().regex(/^a$/), 'b'],
      [z.iso.datetime(), 'x'],
      [z.never(), 1],
    ];
    for (const [schema, valor] of casos) for (const m of mensagens(schema, valor)) expect(m).not.toMatch(INGLES);
  });
});
