import * as z from 'zod';
import { mensagens } from '../messages';
import { cpfValido, somenteDigitos, telefoneValido } from '../validation/documentos';
import { SENHA_FORTE_PATTERN, textoObrigatorio } from './campos';

/**
 * The fields of a person's account (sign-up, profile, a new environment's administrator), each
 * with its pt-BR message. Apart from campos.ts: these are schemas built at load, which the
 * Lambdas that only need a pattern or `identificador` should not carry.
 */
export const senhaForte = z
  .string({ error: mensagens.senhaFraca })
  .regex(SENHA_FORTE_PATTERN, mensagens.senhaFraca)
  .max(128, 'Informe no máximo 128 caracteres');

export const confirmarSenha = textoObrigatorio(mensagens.confirmarSenhaObrigatoria, 128);

/** CPF typed with mask (000.000.000-00): length first, then check digits. */
export const cpf = z
  .string({ error: mensagens.cpfObrigatorio })
  .trim()
  .max(20, mensagens.cpfInvalido)
  .refine((v) => v.length >= 14 || somenteDigitos(v).length === 11, mensagens.cpfTamanho)
  .refine((v) => cpfValido(v), mensagens.cpfInvalido);

export const telefone = z
  .string({ error: mensagens.telefoneInvalido })
  .trim()
  .max(30, mensagens.telefoneInvalido)
  .refine((v) => telefoneValido(v), mensagens.telefoneInvalido);

/** Adds the "confirm password" checks to an object schema that has senha and confirmarSenha. */
export function conferirSenhas(dados: { senha?: string; confirmarSenha?: string }, ctx: z.RefinementCtx): void {
  if (dados.senha !== undefined && dados.confirmarSenha !== undefined && dados.senha !== dados.confirmarSenha) {
    ctx.addIssue({ code: 'custom', path: ['confirmarSenha'], message: mensagens.senhasDiferentes });
  }
}
