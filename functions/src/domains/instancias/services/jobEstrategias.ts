import type { DetalheEvento } from '@wf/shared/events';
import { estrategiaCopiarMoverEntreFluxos } from './jobEntreFluxosService';
import { estrategiaMoverEtapa } from './jobMoverEtapaService';
import { estrategiaOrdenarEtapa } from './jobOrdenarEtapaService';
import { executarPassoDoJob, type DepsJob, type LimitesJob } from './jobPassoService';

/** Every kind of bulk job, by the job item's `tipo`: the one `jobs` consumer dispatches here. */
export const estrategiasJob = {
  moverEtapa: estrategiaMoverEtapa,
  ordenarEtapa: estrategiaOrdenarEtapa,
  copiarMoverEntreFluxos: estrategiaCopiarMoverEntreFluxos,
};

/** One step of whatever job the event names (limites: tests only). */
export const executarPassoDeJob = (deps: DepsJob, detalhe: DetalheEvento<'jobContinuar'>, limites?: LimitesJob) =>
  executarPassoDoJob(deps, detalhe, estrategiasJob as never, limites);
