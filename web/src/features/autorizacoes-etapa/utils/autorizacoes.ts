import { flagsRestricao, type FlagRestricao } from '@wf/shared/schemas/autorizacao';
import type { EtapaOrg } from '@wf/shared/schemas/organograma';
import type { EtapaUsuario, UsuarioResumo } from '@wf/shared/types/fluxo';
import type { FlagSN } from '@wf/shared/types/sessao';

/** The per-person permissions and restrictions of a stage, in pt-BR. */
export type Permissao = 'autorizar' | 'editar' | 'executar';
export type FlagAutorizacao = Permissao | FlagRestricao;

export const PERMISSOES: { chave: Permissao; rotulo: string; dica: string }[] = [
  { chave: 'executar', rotulo: 'Executar', dica: 'Cria, move e trabalha nos cards da etapa' },
  { chave: 'editar', rotulo: 'Editar', dica: 'Altera a etapa, seu formulário e o diagrama do fluxo' },
  { chave: 'autorizar', rotulo: 'Autorizar', dica: 'Dá e retira o acesso de outras pessoas à etapa' },
];

/** Each restriction stops the person from changing one part of the card (or from opening it). */
export const ROTULOS_RESTRICOES: Record<FlagRestricao, string> = {
  restrTitulo: 'Título',
  restrDetalhes: 'Detalhes',
  restrEtiquetas: 'Etiquetas',
  restrResponsaveis: 'Responsáveis',
  restrChecklists: 'Checklists',
  restrAnexos: 'Anexos',
  restrValidade: 'Data de vencimento',
  restrComentarios: 'Comentários',
  restrAbrirCard: 'Abrir o card',
};

export const RESTRICOES = flagsRestricao.map((chave) => ({ chave, rotulo: ROTULOS_RESTRICOES[chave] }));

export const restricoesAtivas = (autorizacao: Pick<EtapaUsuario, FlagRestricao>): number =>
  flagsRestricao.filter((f) => autorizacao[f] === 'S').length;

/** Every permission and restriction flag of a grant (a person's or a unit's), and nothing else. */
export function flagsDe(autorizacao: Record<FlagAutorizacao, FlagSN>): Record<FlagAutorizacao, FlagSN> {
  const flags = {} as Record<FlagAutorizacao, FlagSN>;
  for (const { chave } of PERMISSOES) flags[chave] = autorizacao[chave];
  for (const chave of flagsRestricao) flags[chave] = autorizacao[chave];
  return flags;
}

/** flagsDe with one flag changed. */
export const flagsComUma = (
  autorizacao: Record<FlagAutorizacao, FlagSN>,
  flag: FlagAutorizacao,
  valor: boolean,
): Record<FlagAutorizacao, FlagSN> => ({ ...flagsDe(autorizacao), [flag]: valor ? 'S' : 'N' });

/** The PUT payload: every flag of the person, with one changed. */
export function autorizacaoComFlag(autorizacao: EtapaUsuario, flag: FlagAutorizacao, valor: boolean) {
  return {
    EtapaUsuario: { id: autorizacao.id, idEtapa: autorizacao.idEtapa, ...flagsComUma(autorizacao, flag, valor) },
  };
}

/**
 * A unit's PUT payload: every flag and `incluirEmSubniveis`, with one of them changed (the
 * unit itself is not changed: another unit is a new grant).
 */
export function autorizacaoOrgCom(
  autorizacao: EtapaOrg,
  mudanca: { flag: FlagAutorizacao; valor: boolean } | { incluirEmSubniveis: boolean },
) {
  const flags = 'flag' in mudanca ? flagsComUma(autorizacao, mudanca.flag, mudanca.valor) : flagsDe(autorizacao);
  const incluirEmSubniveis =
    'incluirEmSubniveis' in mudanca ? (mudanca.incluirEmSubniveis ? 'S' : 'N') : autorizacao.incluirEmSubniveis;
  return { EtapaOrg: { id: autorizacao.id, idEtapa: autorizacao.idEtapa, incluirEmSubniveis, ...flags } };
}

/** E-mail suggestions: people already in the flow, not yet on this stage, matching what was typed. */
export function sugestoesDeEmail(
  usuarios: readonly Pick<UsuarioResumo, 'email' | 'nome'>[],
  autorizados: readonly Pick<EtapaUsuario, 'emailAutorizado'>[],
  digitado: string,
  limite = 8,
): { value: string; label: string }[] {
  const ja = new Set(autorizados.map((a) => a.emailAutorizado.toLowerCase()));
  const termo = digitado.trim().toLowerCase();
  return usuarios
    .filter((u) => !ja.has(u.email.toLowerCase()))
    .filter((u) => !termo || u.email.toLowerCase().includes(termo) || u.nome.toLowerCase().includes(termo))
    .slice(0, limite)
    .map((u) => ({ value: u.email, label: u.nome ? `${u.nome} <${u.email}>` : u.email }));
}
