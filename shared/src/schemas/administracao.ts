import * as z from 'zod';
import {
  ACESSOS_PADRAO_PERMITIDOS,
  CONFIGURACOES_AMBIENTE,
  TEMPOS_SESSAO_MINUTOS,
} from '../constants/configuracoesAmbiente';
import { mensagens } from '../messages';
import { cnpjValido } from '../validation/documentos';
import { email, flagSN, identificador, textoObrigatorio } from './campos';

export const perfilUsuario = z.enum(['1', '2', '3', '4', '5'], { error: 'Perfil inválido' });

/** A user's session length in minutes: one of TEMPOS_SESSAO_MINUTOS (docs/adr/0075-user-settings.md). */
export const tempoSessao = z
  .number({ error: 'Tempo de sessão inválido' })
  .refine((m) => (TEMPOS_SESSAO_MINUTOS as readonly number[]).includes(m), {
    message: `Tempo de sessão deve ser um destes valores em minutos: ${TEMPOS_SESSAO_MINUTOS.join(', ')}`,
  });

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
  // Absent: kept as stored (a screen that does not show them cannot reset them).
  tempoSessao: tempoSessao.optional(),
  auth2fa: flagSN.optional(),
  permiteInteracaoCompleta: flagSN.optional(),
});
export type AtualizarUsuarioAdmin = z.infer<typeof atualizarUsuarioAdminSchema>;

const pngBase64 = z
  .string()
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, 'O logo deve ser uma imagem png')
  .max(1_500_000, 'O logo deve ter no máximo 1 MB');

const inteiroEntre = (nome: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${nome} deve ser um número inteiro` })
    .int(`${nome} deve ser um número inteiro`)
    .min(min, `${nome} deve estar entre ${min} e ${max}`)
    .max(max, `${nome} deve estar entre ${min} e ${max}`);

/**
 * The settings added after the first /admin/ambiente (docs/adr/0074-tenant-settings.md). Each is
 * optional in the body: absent keeps the stored value, so an older screen cannot reset them.
 */
export const configuracoesExtrasCliente = {
  cnpj: z
    .string({ error: 'CNPJ inválido' })
    .trim()
    .max(18, mensagens.cnpjInvalido)
    .refine((v) => v === '' || cnpjValido(v), mensagens.cnpjInvalido)
    .optional(),
  acessoPadrao: z.enum(ACESSOS_PADRAO_PERMITIDOS, { error: 'Acesso padrão deve ser o perfil 1 ou 2' }).optional(),
  mensagemRodapeEmail: z
    .string({ error: 'Mensagem do rodapé inválida' })
    .trim()
    .max(
      CONFIGURACOES_AMBIENTE.mensagemRodapeEmailMax,
      `A mensagem do rodapé deve ter no máximo ${CONFIGURACOES_AMBIENTE.mensagemRodapeEmailMax} caracteres`,
    )
    .optional(),
  tamanhoMaxPorDocumento: inteiroEntre(
    'O tamanho máximo por documento (MB)',
    CONFIGURACOES_AMBIENTE.tamanhoMaxPorDocumento,
  ).optional(),
  maxDocsPorEnvelope: inteiroEntre(
    'O máximo de documentos por envelope',
    CONFIGURACOES_AMBIENTE.maxDocsPorEnvelope,
  ).optional(),
  certDigitalAut: flagSN.optional(),
  urlInstanciaWS: z
    .string({ error: 'URL da instância inválida' })
    .trim()
    .max(CONFIGURACOES_AMBIENTE.urlInstanciaWSMax, 'URL da instância inválida')
    .refine((v) => v === '' || urlHttps(v), 'A URL da instância deve começar com https:// (ou ficar vazia)')
    .optional(),
};

function urlHttps(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname !== '';
  } catch {
    return false;
  }
}

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
    ...configuracoesExtrasCliente,
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
