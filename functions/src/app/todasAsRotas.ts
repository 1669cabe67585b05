import { rotas as rotasApiPublica } from '../domains/apiPublica/lambda';
import { rotas as rotasApiPublicaCards } from '../domains/apiPublica/lambdaCards';
import { rotas as rotasApiDocumento } from '../domains/apiPublica/lambdaDocumento';
import { rotas as rotasAuth } from '../domains/auth/lambda';
import { rotas as rotasBasesDados } from '../domains/basesDados/lambda';
import { rotas as rotasCards } from '../domains/cards/lambda';
import { rotas as rotasChat } from '../domains/chat/lambda';
import { rotas as rotasClientes } from '../domains/clientes/lambda';
import { rotas as rotasEtapas } from '../domains/etapas/lambda';
import { rotas as rotasEtiquetas } from '../domains/etiquetas/lambda';
import { rotas as rotasFluxos } from '../domains/fluxos/lambda';
import { rotas as rotasHome } from '../domains/painel/lambda';
import { rotas as rotasIa } from '../domains/ia/lambda';
import { rotas as rotasInstancias } from '../domains/instancias/lambda';
import { rotas as rotasOrganograma } from '../domains/organograma/lambda';
import { rotas as rotasNotificacoes } from '../domains/notificacoes/lambda';
import { rotas as rotasRegras } from '../domains/regras/lambda';
import { rotas as rotasRelatorios } from '../domains/relatorios/lambda';
import { rotas as rotasUsuarios } from '../domains/usuarios/lambda';
import type { Rota } from '../kernel/http/route';

/**
 * Every route of every HTTP Lambda by routeKey, for the tests that walk the whole table. Only
 * tests import it (a dependency-cruiser rule): a Lambda that did would bundle all the others.
 */
export const todasAsRotas: Readonly<Record<string, Rota>> = {
  ...rotasApiPublica,
  ...rotasApiPublicaCards,
  ...rotasApiDocumento,
  ...rotasAuth,
  ...rotasBasesDados,
  ...rotasCards,
  ...rotasChat,
  ...rotasClientes,
  ...rotasEtapas,
  ...rotasEtiquetas,
  ...rotasFluxos,
  ...rotasHome,
  ...rotasIa,
  ...rotasInstancias,
  ...rotasNotificacoes,
  ...rotasOrganograma,
  ...rotasRegras,
  ...rotasRelatorios,
  ...rotasUsuarios,
};
