import { httpLambda } from '../../app/http/httpLambda';
import type { Rota } from '../../kernel/http/route';
import { rotasCards } from './handlers/cards';
import { rotasElementos } from './handlers/elementos';
import { passosDaApi } from '../../app/http/passosDaApi';

/** The public API's /api/v1/cards/... operations by routeKey: a card and its comments, people, labels and files. */
export const rotas: Record<string, Rota> = Object.fromEntries([...rotasCards, ...rotasElementos]);

export const handler = httpLambda('apiPublicaCards', rotas, passosDaApi);
