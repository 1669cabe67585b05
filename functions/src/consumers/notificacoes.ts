import { consumerLambda } from '../app/events/consumerLambda';
import { registrarNotificacoes } from '../domains/notificacoes/services/registroNotificacaoService';

/** Card events become notifications of the people they concern (events/rules.ts routes them). */
export const handler = consumerLambda('notificacoes', registrarNotificacoes);
