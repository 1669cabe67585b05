import * as z from 'zod';
import { mensagens } from '../messages';
import { email, flagSN, identificador, textoObrigatorio } from './campos';

export const perfilUsuario = z.enum(['1', '2', '3', '4', '5'], { error: 'Perfil inválido' });

/** GET /api/usuario/buscarUsuarios?pagina=1&tamanhoPagina=20 (pages start at 1). */
export const buscarUsuariosQuery = z.object({
  pagina: z.coerce.number({ error: 'Página inválida' }).int().min(1).default(1),
  tamanhoPagina: z.coerce.number({ error: 'Tamanho de página inválido' }).int().min(1).max(100).default(20),
});

/** PUT /api/usuario/atualizarUsuario: administration edit of another user. */
export const atualizarUsuarioAdminSchema = z.object({
  id: textoObrigatorio('Usuário não informado', 100),
  nome: textoObrigatorio(mensagens.nomeObrigatorio, 150),
  perfilUsuario,
  ativo: flagSN,
});
export type AtualizarUsuarioAdmin = z.infer<typeof atualizarUsuarioAdminSchema>;

const pngBase64 = z
  .string()
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'O logo deve ser uma imagem png')
  .max(1_500_000, 'O logo deve ter no máximo 1 MB');

/** PUT /api/cliente/atualizar: the environment settings (/admin/ambiente). */
export const atualizarClienteSchema = z
  .object({
    nome: textoObrigatorio('Informe o nome do ambiente', 150),
    googleSignIn: flagSN,
    loginExclusivoViaGoogleSignIn: flagSN,
    exigirAtivacaoUsuario: flagSN,
    exibirNomeLogin: flagSN,
    restringirCPF: flagSN,
    cpfsPermitidos: z.array(z.string().trim().max(14)).max(5000).default([]),
    restringirDominio: flagSN,
    dominiosPermitidos: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .max(253, 'Domínio inválido')
          .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Domínio inválido'),
      )
      .max(500)
      .default([]),
    /** png data URL to replace, null to remove, absent to keep. */
    logo: pngBase64.nullable().optional(),
    logoLogin: pngBase64.nullable().optional(),
  })
  .superRefine((c, ctx) => {
    if (c.restringirCPF === 'S' && c.restringirDominio === 'S') {
      ctx.addIssue({
        code: 'custom',
        path: ['restringirDominio'],
        message: 'Restringir por CPF e restringir por domínio não podem ser usados juntos',
      });
    }
    if (c.loginExclusivoViaGoogleSignIn === 'S' && c.googleSignIn !== 'S') {
      ctx.addIssue({
        code: 'custom',
        path: ['loginExclusivoViaGoogleSignIn'],
        message: 'Ative o login com Google para torná-lo exclusivo',
      });
    }
  });
export type AtualizarCliente = z.infer<typeof atualizarClienteSchema>;

/** POST /api/usuario/convidar: an administrator invites a person by e-mail, with the profile he chose. */
export const convidarUsuarioSchema = z.object({
  email: email(mensagens.emailInvalido),
  nome: textoObrigatorio(mensagens.nomeObrigatorio, 150),
  perfilUsuario,
});
export type ConvidarUsuario = z.infer<typeof convidarUsuarioSchema>;

/** POST /api/usuario/reenviarConvite: a new invitation link (the previous one stops working). */
export const reenviarConviteSchema = z.object({ id: identificador('Usuário não informado') });
