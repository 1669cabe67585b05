import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type * as z from 'zod';
import { LIMITES_IA, mensagensIa } from '@wf/shared/constants/ia';
import {
  modeloAnalisarMetricas,
  modeloCriarEtapa,
  modeloCriarFluxo,
  modeloCriarRegra,
  modeloGerarCampos,
  type AnalisarMetricas,
  type CriarRegraIa,
} from '@wf/shared/schemas/ia';
import { inserirRegraSchema } from '@wf/shared/schemas/regra';
import { RecusaDoModelo, type MensagemModelo, type ModeloIa } from '../../../adapters/modeloIa';
import { modeloIaDoAmbiente } from '../../../adapters/modeloIaDoAmbiente';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import { logger } from '../../../kernel/observabilidade';
import type { Sessao } from '../../../kernel/sessao';
import { criarSanitizador } from '../../../lib/sanitizadorHtml';
import {
  buscarTarefa,
  concluirTarefaItem,
  reivindicarTarefaItem,
  somarUsoItens,
} from '../../../data/repositories/iaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { excluirAudioIa, lerAudioIa } from '../../../data/storage/audioIaStorage';
import { transact } from '../../../data/transact';
import { listarEtapas } from '../../etapas';
import { inserirRegra } from '../../regras';
import { esquemaJsonDoModelo } from '../entities/esquemaJson';
import { camposDoModelo, etapaDoModelo, etapasDoModelo, rotuloPadrao } from '../entities/propostas';
import { jsonRegrasDoModelo } from '../entities/regraProposta';
import { mesDe, type TarefaIaArmazenada } from '../entities/tarefa';
import { FalhaDaTarefa } from '../erros';
import { promptAnalisarMetricas } from '../prompts/analisarMetricas';
import { promptCriarEtapa, type EntradaCriarEtapa } from '../prompts/criarEtapa';
import { promptCriarFluxo } from '../prompts/criarFluxo';
import { promptCriarRegra } from '../prompts/criarRegra';
import type { Prompt } from '../prompts/dados';
import { promptGerarCamposEtapa, type EntradaGerarCampos } from '../prompts/gerarCamposEtapa';
import { promptTranscricao } from '../prompts/transcreverAudio';
import { conferirIaDisponivel } from './configuracaoService';

/** A claim older than this is a consumer that died: another delivery may take the task over. */
const LEASE_MS = 5 * 60_000;

/** The analysis keeps text tags only (no links, images or attributes). */
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

/** Medidor of tokens (Powertools metrics), set by the consumer's Lambda. */
export interface MedidorIa {
  addMetric(nome: string, unidade: (typeof MetricUnit)[keyof typeof MetricUnit], valor: number): void;
}

interface Resultado {
  resultado: unknown;
  tokens: number;
}

/**
 * One structured call with ONE repair: the answer is parsed and validated with the shared zod
 * schema (and `conferir`, the domain's own checks); an invalid answer goes back to the model with
 * the error; a second invalid one ends the task with a clear message.
 */
async function chamarEstruturado<E, S extends z.ZodType, R>(
  modelo: ModeloIa,
  prompt: Prompt<E>,
  entrada: E,
  schema: S,
  conferir: (v: z.output<S>) => { valor: R; erros: string[] },
): Promise<{ valor: R; tokens: number }> {
  const esquema = esquemaJsonDoModelo(schema);
  let mensagens: MensagemModelo[] = prompt.mensagens(entrada);
  let tokens = 0;
  for (let tentativa = 0; tentativa < 2; tentativa++) {
    const r = await modelo.gerarJson({ nome: prompt.nome, schema: esquema, mensagens });
    tokens += r.tokens;
    let erros: string[];
    try {
      const lido = schema.safeParse(JSON.parse(r.texto));
      if (lido.success) {
        const conferido = conferir(lido.data);
        if (conferido.erros.length === 0) return { valor: conferido.valor, tokens };
        erros = conferido.erros;
      } else erros = lido.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    } catch {
      erros = ['a resposta não é um JSON válido'];
    }
    logger.info('Resposta da IA inválida', { prompt: prompt.nome, versao: prompt.versao, tentativa, erros });
    mensagens = [
      ...mensagens,
      { role: 'assistant', content: r.texto },
      {
        role: 'user',
        content: `A resposta não seguiu o esquema: ${erros.slice(0, 10).join('; ')}. Corrija e responda de novo somente com o JSON.`,
      },
    ];
  }
  throw new FalhaDaTarefa(mensagensIa.respostaInvalida, tokens);
}

const sessaoDaTarefa = (sigla: string, t: TarefaIaArmazenada): Sessao => ({
  sigla,
  usuarioId: t.usuarioId,
  email: t.email,
  perfilUsuario: t.perfilUsuario,
  sessaoId: `ia:${t.id}`,
});

async function executar(deps: AppDeps, sigla: string, t: TarefaIaArmazenada): Promise<Resultado> {
  const modelo = await modeloIaDoAmbiente(deps);
  const novoId = () => deps.newId();
  const e = t.entrada;
  switch (t.tipo) {
    case 'criar-fluxo': {
      const { valor, tokens } = await chamarEstruturado(
        modelo,
        promptCriarFluxo,
        e as { texto: string },
        modeloCriarFluxo,
        (v) => {
          const { listaEtapas, erros } = etapasDoModelo(v.listaEtapas, novoId);
          return { valor: { fluxo: { ...v.fluxo, rotuloNovaInstancia: rotuloPadrao }, listaEtapas }, erros };
        },
      );
      return { resultado: valor, tokens };
    }
    case 'gerar-campos-etapa': {
      const { valor, tokens } = await chamarEstruturado(
        modelo,
        promptGerarCamposEtapa,
        e as unknown as EntradaGerarCampos,
        modeloGerarCampos,
        (v) => {
          const { campos, erros } = camposDoModelo(v.campos, novoId);
          return { valor: { listaCamposFormulario: campos }, erros };
        },
      );
      return { resultado: valor, tokens };
    }
    case 'criar-etapa': {
      const { valor, tokens } = await chamarEstruturado(
        modelo,
        promptCriarEtapa,
        e as unknown as EntradaCriarEtapa,
        modeloCriarEtapa,
        (v) => {
          const { etapa, erros } = etapaDoModelo({ ...v.etapa, etapaInicial: false }, novoId);
          return { valor: { etapa }, erros };
        },
      );
      return { resultado: valor, tokens };
    }
    case 'analisar-metricas': {
      const { valor, tokens } = await chamarEstruturado(
        modelo,
        promptAnalisarMetricas,
        e as unknown as AnalisarMetricas,
        modeloAnalisarMetricas,
        (v) => ({ valor: { html: sanitizarAnalise(v.html) }, erros: [] }),
      );
      return { resultado: valor, tokens };
    }
    case 'criar-regra':
      return criarRegra(deps, sigla, t, modelo);
    case 'transcrever-audio': {
      const chave = String(e.chaveAudio);
      const audio = await lerAudioIa(deps, chave);
      const r = await modelo.transcrever({
        audio,
        nomeArquivo: 'audio.webm',
        prompt: promptTranscricao.texto(e.promptsAdicionais as string | undefined),
      });
      await excluirAudioIa(deps, chave).catch(() => undefined);
      const texto = r.texto.trim();
      if (texto.length < LIMITES_IA.transcricaoMinimaCaracteres)
        throw new FalhaDaTarefa(mensagensIa.nenhumTextoValido, r.tokens);
      return { resultado: { texto }, tokens: r.tokens };
    }
  }
}

/** A rule: the model's proposal checked against the flow's real stages, then saved by the rules service as its author. */
async function criarRegra(deps: AppDeps, sigla: string, t: TarefaIaArmazenada, modelo: ModeloIa): Promise<Resultado> {
  const entrada = t.entrada as unknown as CriarRegraIa;
  const sessao = sessaoDaTarefa(sigla, t);
  const { listaEtapas } = await listarEtapas(deps, sessao, entrada.idFluxo);
  const ids = new Set(listaEtapas.map((x) => x.id));
  // Only the flow's real stages reach the model, whatever the request listed.
  const etapas = listaEtapas.map((x) => ({ id: x.id, descricao: x.descricao }));
  type Proposta = { pergunta: string } | { regra: z.output<typeof inserirRegraSchema> } | null;
  const { valor, tokens } = await chamarEstruturado<CriarRegraIa, typeof modeloCriarRegra, Proposta>(
    modelo,
    promptCriarRegra,
    { ...entrada, etapas },
    modeloCriarRegra,
    (v) => {
      if (!v.regra)
        return v.pergunta
          ? { valor: { pergunta: v.pergunta }, erros: [] }
          : { valor: null, erros: ['informe regra ou pergunta'] };
      const { jsonRegras, erros } = jsonRegrasDoModelo(v.regra, ids, () => deps.newId());
      const lido = inserirRegraSchema.safeParse({
        idFluxo: entrada.idFluxo,
        descricao: v.regra.descricao,
        ativo: 'S',
        jsonRegras,
      });
      if (!lido.success) erros.push(...lido.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      return { valor: lido.success ? { regra: lido.data } : null, erros };
    },
  );
  if (!valor) throw new FalhaDaTarefa(mensagensIa.respostaInvalida, tokens);
  if ('pergunta' in valor) return { resultado: valor, tokens };
  try {
    const r = await inserirRegra(deps, sessao, valor.regra);
    return { resultado: { idRegra: r.id, descricao: r.descricao, jsonRegras: r.jsonRegras }, tokens };
  } catch (e) {
    if (e instanceof ErroDominio) throw new FalhaDaTarefa(e.message, tokens);
    throw e;
  }
}

/**
 * The consumer's work for one iaTarefaSolicitada: claim the task (a second delivery, or a twin
 * running at once, finds it taken and does nothing), call the model, and write the end, the
 * month's usage and the event in one transaction conditioned on the claim (written once).
 */
export async function processarTarefa(
  deps: AppDeps,
  detalhe: { sigla: string; idTarefa: string; usuarioId: string },
  medidor?: MedidorIa,
): Promise<void> {
  const { sigla, idTarefa } = detalhe;
  const t = await buscarTarefa(deps, sigla, idTarefa);
  if (!t || t.status === 'concluida' || t.status === 'falhou') return;
  const token = deps.newId();
  const agora = deps.clock();
  const evento = (status: 'processando' | 'concluida' | 'falhou') =>
    outboxPut(deps, { tipo: 'iaTarefaAtualizada', detalhe: { sigla, idTarefa, usuarioId: t.usuarioId, status } });
  const reivindicou = await transact(deps, [
    reivindicarTarefaItem(
      deps,
      sigla,
      idTarefa,
      token,
      agora.toISOString(),
      new Date(agora.getTime() - LEASE_MS).toISOString(),
    ),
    evento('processando'),
  ]);
  if (!reivindicou) return;

  let fim: { status: 'concluida' | 'falhou'; resultado?: unknown; mensagem?: string; tokens: number };
  try {
    await conferirIaDisponivel(deps, sigla);
    const r = await executar(deps, sigla, t);
    fim = { status: 'concluida', resultado: r.resultado, tokens: r.tokens };
  } catch (e) {
    if (e instanceof FalhaDaTarefa) fim = { status: 'falhou', mensagem: e.message, tokens: e.tokens };
    else if (e instanceof ErroDominio) fim = { status: 'falhou', mensagem: e.message, tokens: 0 };
    else if (e instanceof RecusaDoModelo) fim = { status: 'falhou', mensagem: mensagensIa.respostaInvalida, tokens: 0 };
    else {
      logger.error('Falha ao chamar o modelo de IA', { idTarefa, error: e as Error });
      fim = { status: 'falhou', mensagem: mensagensIa.servicoIndisponivel, tokens: 0 };
    }
  }
  const atualizadaEm = deps.clock().toISOString();
  await transact(deps, [
    concluirTarefaItem(deps, sigla, idTarefa, token, { ...fim, atualizadaEm }),
    ...somarUsoItens(deps, sigla, mesDe(atualizadaEm), { usuarioId: t.usuarioId, email: t.email }, fim.tokens),
    evento(fim.status),
  ]);
  medidor?.addMetric('TokensIa', MetricUnit.Count, fim.tokens);
  medidor?.addMetric(fim.status === 'concluida' ? 'TarefasIaConcluidas' : 'TarefasIaFalhas', MetricUnit.Count, 1);
}
