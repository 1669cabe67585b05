import type { UsuarioResumo } from '@wf/shared/types/fluxo';
import type { HistoricoCard, Instancia, InstanciaResumo } from '@wf/shared/types/instancia';
import type { AppDeps } from '../../../kernel/deps';
import { buscarUsuariosPorEmails } from '../../../data/repositories/usuarioRepository';
import { type EtapaArmazenada, type FluxoCarregado, paraEtiqueta, paraUsuarioResumo } from '../../fluxos';
import { corDoNome, iniciaisDoNome } from '../../usuarios';
import type { HistoricoArmazenado, InstanciaArmazenada } from '../entities/instancia';

/** The people a set of cards shows (authors and responsibles), read once each: two BatchGets. */
export async function pessoasDosCards(
  deps: AppDeps,
  sigla: string,
  cards: readonly InstanciaArmazenada[],
): Promise<Map<string, UsuarioResumo>> {
  const emails = [...new Set(cards.flatMap((c) => [c.emailAutor, ...c.responsaveis]))];
  if (emails.length === 0) return new Map();
  const usuarios = await buscarUsuariosPorEmails(deps, sigla, emails);
  const resumos = await Promise.all(usuarios.map((u) => paraUsuarioResumo(deps, u)));
  return new Map(resumos.map((r) => [r.email.toLowerCase(), r]));
}

/** A person known only by e-mail (no account in the tenant). */
const semConta = (email: string): UsuarioResumo => ({
  id: email,
  nome: email,
  email,
  iniciais: iniciaisDoNome(email),
  cor: corDoNome(email),
  imgFoto: null,
});

export interface ApresentacaoCard {
  fluxo: Pick<FluxoCarregado, 'ctx' | 'etapas' | 'colecao'>;
  pessoas: ReadonlyMap<string, UsuarioResumo>;
  emailSessao: string;
}

/**
 * A card as tiles and list rows show it. `ordem` is its 1-based position when the answer knows it
 * (a page of the board: offset + index; a move: the position asked for); 0 when it does not
 * (opening one card, the list filter): computing it would count every card above it.
 */
export function paraInstanciaResumo(c: InstanciaArmazenada, ordem: number, a: ApresentacaoCard): InstanciaResumo {
  const etapa: EtapaArmazenada | undefined = a.fluxo.etapas.find((e) => e.id === c.idEtapa);
  const etiquetas = new Map(a.fluxo.colecao.etiquetas.map((e) => [e.id, e]));
  return {
    id: c.id,
    descricao: c.descricao,
    ordem,
    dataVencimento: c.dataVencimento,
    dataHoraCriacao: c.dataHoraCriacao,
    dataHoraAlteracao: c.dataHoraAlteracao,
    emailAutor: c.emailAutor,
    nomeAutor: a.pessoas.get(c.emailAutor)?.nome ?? null,
    Etapa: { id: c.idEtapa, descricao: etapa?.descricao ?? '', cor: etapa?.cor ?? '' },
    Fluxo: { id: a.fluxo.ctx.fluxo.id, descricao: a.fluxo.ctx.fluxo.descricao },
    emAcompanhamento: c.seguidores.includes(a.emailSessao.toLowerCase()) ? 'S' : 'N',
    listaInstanciaResp: c.responsaveis.map((email, i) => ({
      ...(a.pessoas.get(email) ?? semConta(email)),
      idVinculo: c.idsVinculosResponsaveis[i] ?? email,
    })),
    listaInstanciaEtiquetas: c.etiquetas.flatMap((id) => {
      const e = etiquetas.get(id);
      return e ? [{ id, Etiqueta: paraEtiqueta(e) }] : [];
    }),
    numComentariosHumanos: c.numComentariosHumanos,
    numTotalAnexos: c.numTotalAnexos,
    numItensChecked: c.numItensChecked,
    numItensUnchecked: c.numItensUnchecked,
    idUnico: c.idUnico,
  };
}

export const paraInstancia = (c: InstanciaArmazenada, ordem: number, a: ApresentacaoCard): Instancia => ({
  ...paraInstanciaResumo(c, ordem, a),
  detalhes: c.detalhes,
  jsonDadosExecucao: { listaValoresFormulario: c.listaValoresFormulario, ID_UNICO_DO_CARD: c.idUnico },
  ...(c.configuracaoCampos ? { configuracaoCampos: c.configuracaoCampos } : {}),
});

export const paraHistoricoCard = (h: HistoricoArmazenado, etapas: readonly EtapaArmazenada[]): HistoricoCard => ({
  id: h.id,
  Etapa: { id: h.idEtapa, descricao: etapas.find((e) => e.id === h.idEtapa)?.descricao ?? h.descricaoEtapa },
  emailUsuario: h.emailUsuario,
  dataHoraAlteracao: h.dataHoraAlteracao,
  acao: h.acao,
});
