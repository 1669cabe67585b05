import * as z from 'zod';
import { TOUR_PASSOS } from '../constants/configuracoesAmbiente';
import { mensagens } from '../messages';
import { email, flagSN, textoObrigatorio, textoOpcional } from './campos';
import { confirmarSenha, conferirSenhas, cpf, senhaForte, telefone } from './camposConta';

/** The tenant flags that change the sign-up form. */
export interface RegrasCadastro {
  controlarPlanos: 'S' | 'N';
  restringirCPF: 'S' | 'N';
}

/**
 * The sign-up `Usuario` for a tenant: CPF only when controlarPlanos is N (required when
 * restringirCPF is S), company instead when controlarPlanos is S.
 */
export function cadastroUsuarioSchema(regras: RegrasCadastro) {
  const exibeCpf = regras.controlarPlanos === 'N';
  return z
    .object({
      nome: textoObrigatorio(mensagens.nomeObrigatorio, 150),
      email: email(mensagens.emailInvalido),
      celular: telefone,
      cpf: exibeCpf
        ? regras.restringirCPF === 'S'
          ? cpf
          : z.union([z.literal('').transform(() => undefined), cpf]).optional()
        : z.undefined({ error: 'CPF não é solicitado neste ambiente' }).optional(),
      empresa: exibeCpf ? textoOpcional(150) : textoObrigatorio('Por favor, informe sua empresa', 150),
      cargo: textoOpcional(100),
      senha: senhaForte,
      confirmarSenha,
      termos: z.literal(true, { error: mensagens.termosObrigatorios }),
    })
    .superRefine(conferirSenhas);
}
export type CadastroUsuario = z.infer<ReturnType<typeof cadastroUsuarioSchema>>;

/** POST /api/usuario/inserir: the tenant is named by tokenCliente; Usuario is checked once the tenant is known. */
export const inserirUsuarioEnvelope = z.object({
  tokenCliente: textoObrigatorio('Ambiente não informado', 100),
  Usuario: z.record(z.string().max(100), z.unknown(), { error: 'Dados do usuário não informados' }),
});

/** PATCH /api/usuario/ativarusuario and PATCH /api/usuario/resetarsenha */
export const hashClienteSchema = z.object({
  customer: textoObrigatorio('Ambiente não informado', 20).toUpperCase(),
  hash: textoObrigatorio('Link inválido ou expirado', 200),
});

/** POST /api/usuario/esquecisenha */
export const esqueciSenhaSchema = z.object({
  email: email(mensagens.emailInvalido),
  tokenCliente: textoObrigatorio('Ambiente não informado', 100),
});

/** PATCH /api/usuario/recuperarsenha, reset mode: the new password plus the data resetarsenha returned. */
export const novaSenhaSchema = z
  .object({
    customer: textoObrigatorio('Ambiente não informado', 20).toUpperCase(),
    hash: textoObrigatorio('Link inválido ou expirado', 200),
    senha: senhaForte,
    confirmarSenha,
  })
  .superRefine(conferirSenhas);

/** PATCH /api/usuario/recuperarsenha accepts either the request mode (e-mail) or the reset mode. */
export const recuperarSenhaSchema = z.union([novaSenhaSchema, esqueciSenhaSchema], {
  error: 'Informe o e-mail ou a nova senha',
});

/** PUT /api/usuario/atualizar: my account. imgFoto is a data URL (png/jpeg), null removes the photo. */
export const atualizarMinhaContaSchema = z
  .object({
    nome: textoObrigatorio(mensagens.nomeObrigatorio, 150),
    cpf: z.union([z.literal('').transform(() => undefined), cpf]).optional(),
    celular: z.union([z.literal('').transform(() => undefined), telefone]).optional(),
    dataNascimento: z
      .union([z.literal('').transform(() => undefined), z.iso.date({ error: 'Data de nascimento inválida' })])
      .optional(),
    empresa: textoOpcional(150),
    cargo: textoOpcional(100),
    imgFoto: z
      .string()
      .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, 'A foto deve ser uma imagem png ou jpg')
      .max(2_000_000, 'A foto deve ter no máximo 1,5 MB')
      .nullable()
      .optional(),
    senha: z.union([z.literal('').transform(() => undefined), senhaForte]).optional(),
    confirmarSenha: z.string().max(128, 'Informe no máximo 128 caracteres').optional(),
    acessoAPI: flagSN.optional(),
    /** "Gerar novo token": replaces the API token (the old one stops at once); shown once in the answer. */
    gerarNovoTokenAPI: z.literal(true).optional(),
  })
  .superRefine((dados, ctx) => {
    if (dados.senha && !dados.confirmarSenha) {
      ctx.addIssue({ code: 'custom', path: ['confirmarSenha'], message: mensagens.confirmarSenhaObrigatoria });
    } else if (dados.senha) conferirSenhas(dados, ctx);
  });
export type AtualizarMinhaConta = z.infer<typeof atualizarMinhaContaSchema>;

/**
 * PATCH /api/usuario/confirmaremail: the sign-up confirmation link plus the password the person
 * chose at sign-up (proof that the mailbox owner is who chose it).
 */
export const confirmarEmailSchema = z.object({
  customer: textoObrigatorio('Ambiente não informado', 20).toUpperCase(),
  hash: textoObrigatorio('Link inválido ou expirado', 200),
  senha: textoObrigatorio('Informe a sua senha', 128),
});
export type ConfirmarEmail = z.infer<typeof confirmarEmailSchema>;

/** POST /api/auth/aceitar-convite: the invitation link plus the name and password the person chooses. */
export const aceitarConviteSchema = z
  .object({
    customer: textoObrigatorio('Ambiente não informado', 20).toUpperCase(),
    hash: textoObrigatorio('Link inválido ou expirado', 200),
    nome: textoObrigatorio(mensagens.nomeObrigatorio, 150),
    senha: senhaForte,
    confirmarSenha,
  })
  .superRefine(conferirSenhas);
export type AceitarConvite = z.infer<typeof aceitarConviteSchema>;

/** PUT /api/usuario/tourStep: the step of the home tour the person reached (TOUR_PASSOS: finished or skipped). */
export const tourStepSchema = z.object({
  tourStep: z
    .number({ error: 'Passo do tour inválido' })
    .int('Passo do tour inválido')
    .min(0, 'Passo do tour inválido')
    .max(TOUR_PASSOS, 'Passo do tour inválido'),
});
export type TourStep = z.infer<typeof tourStepSchema>;
