import * as z from 'zod';
import { LIMITES_HOME, TILES_HOME, mensagensHome } from '../constants/home';

const flagIgnorar = z.enum(['S', 'N']).default('S');

/** GET /api/home?ignorarFluxosArquivados=S and GET /api/home/graficos/{idFluxo}?ignorarFluxosArquivados=S */
export const resumoHomeSchema = z.object({ ignorarFluxosArquivados: flagIgnorar });

/** Offset paging as the contract has it; `cursor` (the proximoCursor of the previous page) is the cheap way on. */
const pagina = (padrao: number) => ({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(padrao),
  cursor: z.string().max(2000, mensagensHome.cursorInvalido).optional(),
});

/** GET /api/home/cards-por-tipo/{tipoTile}?offset&count (30)&cursor */
export const cardsPorTileSchema = z.object({
  ...pagina(LIMITES_HOME.cardsPorPagina),
  ignorarFluxosArquivados: flagIgnorar,
});

/** GET /api/home/atividades?offset&count=20&ignorarFluxosArquivados=S&cursor */
export const atividadesHomeSchema = z.object({
  ...pagina(LIMITES_HOME.atividadesPorPagina),
  ignorarFluxosArquivados: flagIgnorar,
});

/** POST /api/home/ultima-release-visualizada: the version the person has just seen. */
export const releaseVisualizadaSchema = z.object({
  versao: z
    .string({ error: mensagensHome.releaseInexistente })
    .min(1, mensagensHome.releaseInexistente)
    .max(20, mensagensHome.releaseInexistente),
});

export const tipoTileSchema = z.enum(TILES_HOME, { error: mensagensHome.tileInvalido });
