import type { RespostaAtividadesFluxo } from '@wf/shared/types/fluxo';
import type { AppDeps } from '../../../kernel/deps';
import { erro } from '../../../kernel/errors';
import type { Sessao } from '../../../kernel/sessao';
import { listarAtividades } from '../../../data/repositories/atividadeRepository';
import { carregarAcesso } from './acessoFluxoService';

/** The cursor is the last line's sort key, opaque to the client (base64url); the partition is always the session's flow. */
const paraCursor = (chave: string): string => Buffer.from(chave, 'utf8').toString('base64url');
function deCursor(cursor: string): string {
  const chave = Buffer.from(cursor, 'base64url').toString('utf8');
  // <ISO date>#<event id>: anything else did not come from us.
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[\w-]+$/.test(chave)) throw erro.validacao('Cursor inválido');
  return chave;
}

/** GET /api/fluxos/atividades/{idFluxo}?offset&count&cursor: the flow's activity log, newest first. */
export async function listarAtividadesDoFluxo(
  deps: AppDeps,
  sessao: Sessao,
  idFluxo: string,
  pagina: { offset: number; count: number; cursor?: string },
): Promise<RespostaAtividadesFluxo> {
  await carregarAcesso(deps, sessao, idFluxo);
  const r = await listarAtividades(deps, sessao.sigla, idFluxo, {
    offset: pagina.offset,
    count: pagina.count,
    aposChave: pagina.cursor ? deCursor(pagina.cursor) : undefined,
  });
  return {
    listaAtividades: r.atividades.map((a) => ({
      id: a.id,
      descricao: a.descricao,
      emailUsuario: a.emailUsuario,
      nomeUsuario: a.nomeUsuario,
      dataHoraAlteracao: a.dataHoraAlteracao,
    })),
    temMais: r.temMais,
    proximoCursor: r.ultimaChave ? paraCursor(r.ultimaChave) : null,
  };
}
