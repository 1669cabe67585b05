import {
  LIMITES_IA,
  type AnalisarMetricas,
  type CriarRegraIa,
  type TarefaIa,
  type TarefaIaAceita,
  type TipoTarefaIa,
} from '@wf/shared/schemas/ia';
import type { AppDeps } from '../../../kernel/deps';
import type { Sessao } from '../../../kernel/sessao';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { buscarTarefa, inserirTarefaItem } from '../../../data/repositories/iaRepository';
import { chaveAudioIa, salvarAudioIa } from '../../../data/storage/audioIaStorage';
import { transact } from '../../../data/transact';
import { criarSanitizador } from '../../../lib/sanitizadorHtml';
import { carregarAcesso, conferirEdicaoDeElementos } from '../../fluxos';
import { acessoAsRegras } from '../../regras';
import { paraTarefa, type TarefaIaArmazenada } from '../entities/tarefa';
import { erroIa } from '../erros';
import { conferirIaDisponivel } from './configuracaoService';

/**
 * Writes a task and its event in one transaction (the outbox): the `ia` consumer takes it from
 * there; the route answers 202 at once. Refused first when AI is off or the budget is spent.
 */
async function solicitar(
  deps: AppDeps,
  sessao: Sessao,
  tipo: TipoTarefaIa,
  entrada: Record<string, unknown>,
  id: string = deps.newId(),
): Promise<TarefaIaAceita> {
  await conferirIaDisponivel(deps, sessao.sigla);
  const agora = deps.clock().toISOString();
  const t: TarefaIaArmazenada = {
    id,
    tipo,
    status: 'pendente',
    usuarioId: sessao.usuarioId,
    email: sessao.email,
    perfilUsuario: sessao.perfilUsuario,
    entrada,
    modeloDemonstracao: deps.env.ia.demonstracao,
    tokens: 0,
    criadaEm: agora,
    atualizadaEm: agora,
  };
  await transact(deps, [
    inserirTarefaItem(deps, sessao.sigla, t),
    outboxPut(deps, {
      tipo: 'iaTarefaSolicitada',
      detalhe: { sigla: sessao.sigla, idTarefa: id, usuarioId: sessao.usuarioId },
    }),
  ]);
  return { idTarefa: id, status: 'pendente' };
}

/** A rule: the same right as a rule made by hand (edit the flow's elements). */
export async function solicitarRegra(deps: AppDeps, sessao: Sessao, body: CriarRegraIa) {
  await acessoAsRegras(deps, sessao, body.idFluxo, 'editar');
  return solicitar(deps, sessao, 'criar-regra', body);
}

/** A metrics analysis: whoever sees the flow (its metrics tab). */
export async function solicitarAnaliseMetricas(deps: AppDeps, sessao: Sessao, body: AnalisarMetricas) {
  await carregarAcesso(deps, sessao, body.idFluxo);
  return solicitar(deps, sessao, 'analisar-metricas', body);
}

/** A flow proposal: anyone may create a flow; nothing is saved until inserir-by-gpt. */
export async function solicitarFluxo(deps: AppDeps, sessao: Sessao, body: { texto: string }) {
  return solicitar(deps, sessao, 'criar-fluxo', body);
}

/** Stage and field proposals: for an existing flow, who may edit its elements; for a flow being drawn, anyone. */
export async function solicitarProposta(
  deps: AppDeps,
  sessao: Sessao,
  tipo: 'criar-etapa' | 'gerar-campos-etapa',
  body: Record<string, unknown> & { idFluxo?: string },
) {
  if (body.idFluxo) conferirEdicaoDeElementos(await carregarAcesso(deps, sessao, body.idFluxo));
  return solicitar(deps, sessao, tipo, body);
}

/** Audio: stored (pending prefix) under the task's id, then the task. */
export async function solicitarTranscricao(
  deps: AppDeps,
  sessao: Sessao,
  arquivo: { conteudo: Uint8Array; tipo: string } | undefined,
  promptsAdicionais: string | undefined,
) {
  if (!arquivo || arquivo.conteudo.byteLength === 0) throw erroIa.audioObrigatorio();
  if (arquivo.conteudo.byteLength > LIMITES_IA.audioBytes) throw erroIa.audioGrande();
  const tipo = arquivo.tipo.split(';')[0].trim().toLowerCase();
  if (tipo !== 'audio/webm' && tipo !== 'video/webm' && tipo !== 'application/octet-stream')
    throw erroIa.audioFormato();
  await conferirIaDisponivel(deps, sessao.sigla);
  const id = deps.newId();
  const chave = chaveAudioIa(sessao.sigla, id);
  await salvarAudioIa(deps, chave, arquivo.conteudo, 'audio/webm');
  return solicitar(deps, sessao, 'transcrever-audio', { chaveAudio: chave, promptsAdicionais }, id);
}

/** A metrics analysis keeps text tags only (no links, images or attributes). */
const sanitizarAnalise = criarSanitizador({
  atributos: Object.fromEntries(
    [
      'p',
      'br',
      'ul',
      'ol',
      'li',
      'strong',
      'b',
      'em',
      'i',
      'h3',
      'h4',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ].map((t) => [t, []]),
  ),
  esquemas: [],
  relativoAoProtocolo: false,
});

/**
 * GET /api/chatgpt/tarefas/{id}: only its author (same tenant by the key); anyone else gets 404.
 * The model's HTML is sanitised here, on the one path it leaves the server by.
 */
export async function buscarTarefaDoUsuario(deps: AppDeps, sessao: Sessao, idTarefa: string): Promise<TarefaIa> {
  const t = await buscarTarefa(deps, sessao.sigla, idTarefa);
  if (!t || t.usuarioId !== sessao.usuarioId) throw erroIa.tarefaNaoEncontrada();
  const tarefa = paraTarefa(t);
  const html = (tarefa.resultado as { html?: unknown } | undefined)?.html;
  if (tarefa.tipo === 'analisar-metricas' && typeof html === 'string')
    tarefa.resultado = { html: sanitizarAnalise(html) };
  return tarefa;
}
