import * as z from 'zod';
import type { FlagRestricao } from '../constants/autorizacao';
import { permissoes as permissoesEtapa } from './autorizacao';
import { flagSN, identificador, textoObrigatorio } from './campos';

/**
 * The organogram (organisation units, people linked to them) and the grants of a unit on a stage
 * or a data base: the routes' payloads, used by the server's handlers and the SPA's forms.
 */

const descricao = textoObrigatorio('Informe a descrição da unidade', 100);
const sigla = z.string({ error: 'Sigla inválida' }).trim().max(20, 'Informe no máximo 20 caracteres').default('');
/** A unit's responsible person (a user id of the tenant), or none. */
const idUsuarioResponsavel = identificador('Usuário inválido').nullable().default(null);
const idOrgSup = identificador('Unidade superior inválida').nullable().default(null);

/** POST /api/organograma/inserir-organograma */
export const inserirOrganogramaSchema = z.object({
  Organograma: z.object({ idOrgSup, descricao, sigla, idUsuario: idUsuarioResponsavel }),
});

/** PUT /api/organograma/atualizar-organograma (a changed idOrgSup moves the unit and its sub-units) */
export const atualizarOrganogramaSchema = z.object({
  Organograma: z.object({
    id: identificador('Unidade não informada'),
    idOrgSup,
    descricao,
    sigla,
    idUsuario: idUsuarioResponsavel,
  }),
});

/** DELETE /api/organograma/excluir-organograma (body) */
export const excluirOrganogramaSchema = z.object({ idOrg: identificador('Unidade não informada') });

/** POST /api/organograma/vincular-usuario */
export const vincularUsuarioOrgSchema = z.object({
  idOrg: identificador('Unidade não informada'),
  idUsuario: identificador('Usuário não informado'),
  incluirEmSubniveis: flagSN.default('N'),
});

/** DELETE /api/organograma/desvincular-usuario (body) */
export const desvincularUsuarioOrgSchema = z.object({ idUsuarioOrg: identificador('Vínculo não informado') });

/** POST /api/etapa-org/inserir-autorizacao */
export const inserirEtapaOrgSchema = z.object({
  EtapaOrg: z.object({
    idEtapa: identificador('Etapa não informada'),
    idOrg: identificador('Selecione uma unidade do organograma'),
    incluirEmSubniveis: flagSN.default('N'),
    ...permissoesEtapa,
  }),
});

/** PUT /api/etapa-org/atualizar-autorizacao */
export const atualizarEtapaOrgSchema = z.object({
  EtapaOrg: z.object({
    id: identificador('Autorização não informada'),
    idEtapa: identificador('Etapa não informada'),
    incluirEmSubniveis: flagSN.default('N'),
    ...permissoesEtapa,
  }),
});

/** DELETE /api/etapa-org/excluir-autorizacao/{id}?idEtapa= */
export const excluirEtapaOrgQuery = z.object({ idEtapa: identificador('Etapa não informada') });

/** POST /api/datasources-org/inserir-autorizacao */
export const inserirDatasourceOrgSchema = z.object({
  DatasourceOrg: z.object({
    idDatasource: identificador('Base de dados não informada'),
    idOrg: identificador('Selecione uma unidade do organograma'),
    incluirEmSubniveis: flagSN.default('N'),
    editar: flagSN.default('N'),
  }),
});

/** PUT /api/datasources-org/atualizar-autorizacao */
export const atualizarDatasourceOrgSchema = z.object({
  DatasourceOrg: z.object({
    id: identificador('Autorização não informada'),
    idDatasource: identificador('Base de dados não informada'),
    incluirEmSubniveis: flagSN.default('N'),
    editar: flagSN.default('N'),
  }),
});

/** DELETE /api/datasources-org/excluir-autorizacao/{id}?idDatasource= */
export const excluirDatasourceOrgQuery = z.object({ idDatasource: identificador('Base de dados não informada') });

export type InserirOrganograma = z.infer<typeof inserirOrganogramaSchema>;
export type AtualizarOrganograma = z.infer<typeof atualizarOrganogramaSchema>;
export type VincularUsuarioOrg = z.infer<typeof vincularUsuarioOrgSchema>;
export type InserirEtapaOrg = z.infer<typeof inserirEtapaOrgSchema>;
export type AtualizarEtapaOrg = z.infer<typeof atualizarEtapaOrgSchema>;
export type InserirDatasourceOrg = z.infer<typeof inserirDatasourceOrgSchema>;
export type AtualizarDatasourceOrg = z.infer<typeof atualizarDatasourceOrgSchema>;

// Answers (the server builds them; the SPA reads them).

export interface PessoaResumo {
  id: string;
  nome: string;
  email: string;
}

/** One unit, flat. */
export interface UnidadeOrg {
  id: string;
  idOrgSup: string | null;
  descricao: string;
  sigla: string;
  /** The responsible person, when one is set and still a user of the tenant. */
  Usuario: PessoaResumo | null;
}

/** One unit of the tree, with its sub-units (sorted by descricao) and its count of linked people. */
export interface NoOrg extends UnidadeOrg {
  qtdeUsuarios: number;
  filhos: NoOrg[];
}

/** GET /api/organograma/buscar-organograma. `somenteLeitura` S: the tree comes from the directory. */
export interface RespostaOrganograma {
  estruturaOrg: NoOrg[];
  somenteLeitura: 'S' | 'N';
}

/** A person linked to a unit (`id` is the link's id, idUsuarioOrg). */
export interface UsuarioOrg {
  id: string;
  idOrg: string;
  incluirEmSubniveis: 'S' | 'N';
  Usuario: PessoaResumo;
}

/** GET /api/organograma/buscar-usuarios/{idOrg} */
export interface RespostaUsuariosOrg {
  listaUsuariosOrg: UsuarioOrg[];
}

type FlagsEtapa = Record<'autorizar' | 'editar' | 'executar' | FlagRestricao, 'S' | 'N'>;

/** A unit's grant on a stage. */
export interface EtapaOrg extends FlagsEtapa {
  id: string;
  idEtapa: string;
  incluirEmSubniveis: 'S' | 'N';
  Organograma: Pick<UnidadeOrg, 'id' | 'descricao' | 'sigla'>;
}

/** A unit's grant on a data base (only `editar`, as a person's). */
export interface DatasourceOrg {
  id: string;
  idDatasource: string;
  incluirEmSubniveis: 'S' | 'N';
  editar: 'S' | 'N';
  Organograma: Pick<UnidadeOrg, 'id' | 'descricao' | 'sigla'>;
}

/**
 * GET /api/etapa-org/buscar-autorizacoes/{idEtapa} and /api/datasources-org/buscar-autorizacoes/{id}.
 * `indisponivel` S: sharing by unit is off for this tenant (plans control) and the tab says why.
 */
export interface RespostaAutorizacoesOrg<T> {
  estruturaOrg: NoOrg[];
  listaOrgAutorizados: T[];
  indisponivel: 'S' | 'N';
}
