import type { EventoLido } from '@wf/shared/events';
import type { AppDeps } from '../../../kernel/deps';
import { logger } from '../../../kernel/observabilidade';
import { emDetalheDeMetricas } from '../../../data/metricasDynamo';
import { regrasAtivasDoEvento } from '../../../data/repositories/regraRepository';
import { cobrarRitmo } from '../../../data/repositories/ritmoRegrasRepository';
import { processarUmaVez } from '../../../events/processarUmaVez';
import { decidirRitmo, janelaDoRitmo, LIMITES_RITMO_REGRAS, type LimitesRitmo } from '../entities/ritmoTenant';
import { ehEventoRegra, executarRegrasDoEvento } from './motorRegras';

/** A batch's events by tenant, each tenant's in the batch's order. */
function porTenant(eventos: readonly EventoLido[]): Map<string, EventoLido[]> {
  const grupos = new Map<string, EventoLido[]>();
  for (const evento of eventos) {
    const sigla = evento.detalhe.sigla.toUpperCase();
    const grupo = grupos.get(sigla);
    if (grupo) grupo.push(evento);
    else grupos.set(sigla, [evento]);
  }
  return grupos;
}

/**
 * The events that will run rules: a person's request, or a card event whose flow has active rules
 * for it on its stage (the engine's own first Query, asked once per flow, event and stage of the
 * batch). A card event with nothing to run costs the engine one Query and is never paced, so a
 * bulk move on a flow without rules is not slowed by its tenant's window.
 */
async function comRegras(
  deps: Pick<AppDeps, 'db' | 'tableName'>,
  eventos: readonly EventoLido[],
): Promise<EventoLido[]> {
  const consultas = new Map<string, Promise<boolean>>();
  const temRegras = (evento: EventoLido): Promise<boolean> => {
    if (!ehEventoRegra(evento.tipo)) return Promise.resolve(true);
    const d = evento.detalhe as { sigla: string; idFluxo: string; idEtapa?: string | null };
    const chave = [d.sigla, d.idFluxo, evento.tipo, d.idEtapa ?? ''].join('\u0000');
    let consulta = consultas.get(chave);
    if (!consulta) {
      consulta = regrasAtivasDoEvento(deps, d.sigla, d.idFluxo, evento.tipo, d.idEtapa ?? null).then(
        (r) => r.length > 0,
      );
      consultas.set(chave, consulta);
    }
    return consulta;
  };
  const marcas = await Promise.all(eventos.map(temRegras));
  return eventos.filter((_, i) => marcas[i]);
}

/**
 * The batch's charge to each tenant's window (ritmoTenant.ts): one conditional ADD per tenant in
 * the batch (two when it is past its share), for the events that will run rules. Answers the
 * events to defer, by idEvento, with the seconds each waits; the others run now.
 */
export async function adiamentosDoRitmo(
  deps: Pick<AppDeps, 'db' | 'tableName' | 'clock'>,
  eventos: readonly EventoLido[],
  limites: LimitesRitmo = LIMITES_RITMO_REGRAS,
): Promise<Map<string, number>> {
  const agora = deps.clock();
  const janela = janelaDoRitmo(agora, limites);
  const adiar = new Map<string, number>();
  await Promise.all(
    [...porTenant(await comRegras(deps, eventos))].map(async ([sigla, doTenant]) => {
      const { admitidos, primeiraPosicao } = await cobrarRitmo(
        deps,
        sigla,
        janela,
        doTenant.length,
        limites.eventosPorJanela,
      );
      for (const { evento, segundos } of decidirRitmo(doTenant, admitidos, primeiraPosicao, agora, limites).adiados)
        adiar.set(evento.detalhe.idEvento, segundos);
    }),
  );
  return adiar;
}

/**
 * The engine on a batch: every event at once, as the bus invoked the engine once per event before
 * it was batched (no order between events then either). One after the other, a batch holding a few
 * rules' webhooks (30 s each at most, acionarWebhook) would pass the function's 60 s. Each event is
 * claimed (processarUmaVez), so two deliveries of one event never run at the same time
 * (motorRegras.ts relies on it), and a redelivered one that finished is skipped. Answers the
 * idEvento of those that failed.
 */
export async function executarLoteDeRegras(deps: AppDeps, eventos: EventoLido[]): Promise<Set<string>> {
  const falhas = new Set<string>();
  await Promise.all(
    eventos.map(async (evento) => {
      try {
        await processarUmaVez(deps, 'regras', evento.detalhe, () =>
          // The benchmark's per-event figure of this consumer (no cost unless METRICAS_DYNAMODB=1).
          emDetalheDeMetricas(`consumidor:regras:${evento.tipo}`, () => executarRegrasDoEvento(deps, evento)),
        );
      } catch (falha) {
        falhas.add(evento.detalhe.idEvento);
        // The wrapper names the event; this says why.
        logger.error('falha ao executar as regras do evento', {
          idEvento: evento.detalhe.idEvento,
          erro: falha as Error,
        });
      }
    }),
  );
  return falhas;
}
