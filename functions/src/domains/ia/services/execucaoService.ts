import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type * as z from 'zod';
import { LIMITES_IA, mensagensIa } from '@wf/shared/constants/ia';
import type { AnalisarMetricas, CriarRegraIa } from '@wf/shared/schemas/ia';
import {
  modeloAnalisarMetricas,
  modeloCriarEtapa,
  modeloCriarFluxo,
  modeloCriarRegra,
  modeloGerarCampos,
} from '@wf/shared/schemas/iaModelo';
import { RecusaDoModelo, type MensagemModelo, type ModeloIa } from '../../../adapters/modeloIa';
import { modeloIaDoAmbiente } from '../../../adapters/modeloIaDoAmbiente';
import type { AppDeps } from '../../../kernel/deps';
import { ErroDominio } from '../../../kernel/errors';
import { logger } from '../../../kernel/observabilidade';
import { listarEtapasDoFluxo } from '../../../data/repositories/etapaRepository';
import { buscarTarefa, proporRegraItem, reivindicarTarefaItem } from '../../../data/repositories/iaRepository';
import { outboxPut } from '../../../data/repositories/outboxRepository';
import { excluirAudioIa, lerAudioIa } from '../../../data/storage/audioIaStorage';
import { transact } from '../../../data/transact';
import esquemasDoModelo from '../prompts/esquemasDoModelo.json';
import { camposDoModelo, etapaDoModelo, etapasDoModelo, rotuloPadrao } from '../entities/propostas';
import { jsonRegrasDoModelo } from '../entities/regraProposta';
import type { TarefaIaArmazenada } from '../entities/tarefa';
import { FalhaDaTarefa } from '../erros';
import { promptAnalisarMetricas } from '../prompts/analisarMetricas';
import { promptCriarEtapa, type EntradaCriarEtapa } from '../prompts/criarEtapa';
import { promptCriarFluxo } from '../prompts/criarFluxo';
import { promptCriarRegra } from '../prompts/criarRegra';
import type { Prompt } from '../prompts/dados';
import { promptGerarCamposEtapa, type EntradaGerarCampos } from '../prompts/gerarCamposEtapa';
import { promptTranscricao } from '../prompts/transcreverAudio';
import { conferirIaDisponivel } from './configuracaoService';
import { encerrarTarefa, eventoDaTarefa } from './encerramentoTarefa';

/** A claim older than this is a consumer that died (its Lambda times out at 5 min): another delivery may take the task over. */
const LEASE_MS = 10 * 60_000;

/** Medidor of tokens (Powertools metrics), set by the consumer's Lambda. */
export interface MedidorIa {
  addMetric(nome: string, unidade: (typeof MetricUnit)[keyof typeof MetricUnit], valor: number): void;
}

interface Resultado {
  resultado: unknown;
  tokens: number;
  /** A rule to save: the ia-regras consumer applies it with the rules service (aplicacaoRegraService.ts). */
  regraProposta?: unknown;
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
  // Generated from the zod schemas ahead of time (prompts/esquemasDoModelo.test.ts keeps them equal):
  // zod's JSON-schema generator stays out of this function's bundle.
  const esquema = esquemasDoModelo[prompt.nome as keyof typeof esquemasDoModelo] as Record<string, unknown>;
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
        // Sanitised where it is read (tarefaService.ts), with the server's sanitiser.
        (v) => ({ valor: { html: v.html }, erros: [] }),
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

/**
 * A rule: the model's proposal checked against the flow's real stages (read here, so only they
 * reach the model) and the rules' own schema. Saving it is the ia-regras consumer's (the rules
 * service, as its author), so this function carries the model's SDK and not the rules domain.
 */
async function criarRegra(deps: AppDeps, sigla: string, t: TarefaIaArmazenada, modelo: ModeloIa): Promise<Resultado> {
  const entrada = t.entrada as unknown as CriarRegraIa;
  const etapas = (await listarEtapasDoFluxo(deps, sigla, entrada.idFluxo)).map((x) => ({
    id: x.id,
    descricao: x.descricao,
  }));
  const ids = new Set(etapas.map((x) => x.id));
  type Proposta =
    { pergunta: string } | { regra: { idFluxo: string; descricao: string; ativo: 'S'; jsonRegras: unknown } } | null;
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
      // The answer's own checks (JSON forms, the flow's stages) get the repair; the rule's full
      // validation is the rules' schema and service, in the ia-regras consumer.
      const { jsonRegras, erros } = jsonRegrasDoModelo(v.regra, ids, () => deps.newId());
      return {
        valor: { regra: { idFluxo: entrada.idFluxo, descricao: v.regra.descricao, ativo: 'S', jsonRegras } },
        erros,
      };
    },
  );
  if (!valor) throw new FalhaDaTarefa(mensagensIa.respostaInvalida, tokens);
  if ('pergunta' in valor) return { resultado: valor, tokens };
  return { resultado: null, tokens, regraProposta: valor.regra };
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
  const reivindicou = await transact(deps, [
    reivindicarTarefaItem(
      deps,
      sigla,
      idTarefa,
      token,
      agora.toISOString(),
      new Date(agora.getTime() - LEASE_MS).toISOString(),
    ),
    eventoDaTarefa(deps, sigla, t, 'processando'),
  ]);
  if (!reivindicou) return;

  let fim: { status: 'concluida' | 'falhou'; resultado?: unknown; mensagem?: string; tokens: number };
  try {
    await conferirIaDisponivel(deps, sigla);
    const r = await executar(deps, sigla, t);
    if (r.regraProposta) {
      // Still processando: the proposal and its tokens wait for the ia-regras consumer, which ends the task.
      await transact(deps, [
        proporRegraItem(deps, sigla, idTarefa, token, r.regraProposta, r.tokens, deps.clock().toISOString()),
        outboxPut(deps, { tipo: 'iaRegraProposta', detalhe: { sigla, idTarefa, usuarioId: t.usuarioId } }),
      ]);
      medidor?.addMetric('TokensIa', MetricUnit.Count, r.tokens);
      return;
    }
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
  await encerrarTarefa(deps, sigla, t, token, fim);
  medidor?.addMetric('TokensIa', MetricUnit.Count, fim.tokens);
  medidor?.addMetric(fim.status === 'concluida' ? 'TarefasIaConcluidas' : 'TarefasIaFalhas', MetricUnit.Count, 1);
}
