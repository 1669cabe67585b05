import { prefixoTenant } from '../chaves';

/**
 * Automation rules (docs/data-model.md, "Rules"):
 *   pk `T#<SIGLA>#REGRA#<idRegra>`, sk `REGRA`: the rule (found by its id alone), with
 *     gsi1pk `T#<SIGLA>#FLUXO#<idFluxo>#REGRAS`, gsi1sk `REGRA#<dataHoraCriacao>#<idRegra>`: the
 *     flow's rules in creation order (the rules modal: one Query of gsi1);
 *   same pk, sk `EXECUCAO#<idExecucao>`: its executions; the id starts with the event's time in
 *     ms, so a page newest first is ONE Query backwards with a cursor;
 *   pk `T#<SIGLA>#FLUXO#<idFluxo>#REGRAS-ATIVAS`, sk `<evento>#<idEtapa or *>#<prioridade, 6
 *     digits>#<idRegra>`: a copy of each ACTIVE rule, written in the rule's own transaction, so
 *     the engine reads one event's rules in priority order with a strongly consistent Query of
 *     `<evento>#*#` (every stage) and one of `<evento>#<idEtapa>#` (that stage);
 *   same pk, sk `BLOQUEIO#<idRegra>`: the active rules with a bloquearMovimentacao action on a
 *     card leaving or entering a stage; every move reads them with ONE Query (usually empty).
 */
export const regraKeys = {
  pk: (sigla: string, idRegra: string) => `${prefixoTenant(sigla)}#REGRA#${idRegra}`,
  sk: () => 'REGRA',
  gsi1pk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#REGRAS`,
  gsi1sk: (dataHoraCriacao: string, idRegra: string) => `REGRA#${dataHoraCriacao}#${idRegra}`,
  execucaoSk: (idExecucao: string) => `EXECUCAO#${idExecucao}`,
  prefixoExecucao: () => 'EXECUCAO#',
  ativasPk: (sigla: string, idFluxo: string) => `${prefixoTenant(sigla)}#FLUXO#${idFluxo}#REGRAS-ATIVAS`,
  ativaSk: (evento: string, idEtapa: string | null, prioridade: number, idRegra: string) =>
    `${evento}#${idEtapa ?? '*'}#${String(prioridade).padStart(6, '0')}#${idRegra}`,
  prefixoAtivas: (evento: string, idEtapa: string | null) => `${evento}#${idEtapa ?? '*'}#`,
  bloqueioSk: (idRegra: string) => `BLOQUEIO#${idRegra}`,
  prefixoBloqueio: () => 'BLOQUEIO#',
};
