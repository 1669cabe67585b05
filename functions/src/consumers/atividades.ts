import { consumerLambda } from '../app/events/consumerLambda';
import { registrarAtividade } from '../domains/atividades/services/registroAtividadeService';

/** Flow, stage and label events become lines of the flow's activity log (events/rules.ts routes them). */
export const handler = consumerLambda('atividades', registrarAtividade);
