import * as z from 'zod';
import { LIMITES_ENTRADA } from '../constants/entrada';
import { mensagens } from '../messages';

/**
 * Building blocks of the payload schemas, each with its pt-BR message. The account's own fields
 * (password, CPF, phone: schemas built at load) are in camposConta.ts, so a Lambda that imports a
 * pattern or `identificador` from here does not carry them.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const SENHA_FORTE_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** An id the API handed out (UUID, `<ms>-<uuid>`) as a path parameter carries it. */
export const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${LIMITES_ENTRADA.idCaracteres}}$`);

/**
 * A tenant's sigla as a request names it (the `X-Cliente` header, the `wf_cliente` cookie, a
 * public link's path): any case, compared upper-cased. Every tenant's sigla matches it.
 */
export const SIGLA_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

/** An id in a body or query: required, at most LIMITES_ENTRADA.idCaracteres. */
export const identificador = (mensagem = 'Identificador inválido') =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(LIMITES_ENTRADA.idCaracteres, mensagem);

export const flagSN = z.enum(['S', 'N'], { error: 'Informe S ou N' });

/** A required, trimmed string: absent, wrong type and blank all get the same message. */
export const textoObrigatorio = (mensagem: string, max = 300) =>
  z.string({ error: mensagem }).trim().min(1, mensagem).max(max, `Informe no máximo ${max} caracteres`);

export const textoOpcional = (max = 300) =>
  z.string({ error: 'Valor inválido' }).trim().max(max, `Informe no máximo ${max} caracteres`).optional();

export const email = (mensagemInvalido: string) =>
  textoObrigatorio(mensagens.emailObrigatorio, 254).toLowerCase().regex(EMAIL_PATTERN, mensagemInvalido);
