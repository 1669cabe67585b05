import * as z from 'zod';
import { COR_PADRAO, ladosConexao, LIMITES_FLUXO, mensagensEtapa, paletaCores } from '../constants/fluxos';
import { flagSN, identificador, textoObrigatorio } from './campos';

/** The messages live with the flow constants (no zod), so the Lambdas that only report errors skip these schemas. */
export { mensagensEtapa };

/** A colour outside the palette becomes the default blue (the import rule, applied everywhere). */
export const corEtapa = z
  .string()
  .max(50, 'Cor inválida')
  .optional()
  .transform((c) => ((paletaCores as readonly string[]).includes(c ?? '') ? (c as string) : COR_PADRAO));

export const posicaoSchema = z.object({
  x: z.number().finite().min(-100_000).max(100_000),
  y: z.number().finite().min(-100_000).max(100_000),
});

const flagsEtapa = {
  etapaInicial: flagSN.default('N'),
  etapaFinal: flagSN.default('N'),
  fluxoAberto: flagSN.default('N'),
};

/** POST /api/etapas/inserir: listaEtapas are the origin stages (required once the flow has stages). */
export const inserirEtapaSchema = z.object({
  Etapa: z.object({
    idFluxo: identificador('Fluxo não informado'),
    descricao: textoObrigatorio(mensagensEtapa.nomeObrigatorio, 150),
    cor: corEtapa,
    ...flagsEtapa,
    posicao: posicaoSchema.optional(),
  }),
  listaEtapas: z.array(identificador()).max(LIMITES_FLUXO.etapasPorFluxo).default([]),
});

/** PUT /api/etapas/atualizar/{id}: name, colour and flags of a stage; a flag left out keeps its value. */
export const atualizarEtapaSchema = z.object({
  descricao: textoObrigatorio(mensagensEtapa.nomeObrigatorio, 150),
  cor: corEtapa,
  etapaInicial: flagSN.optional(),
  etapaFinal: flagSN.optional(),
  fluxoAberto: flagSN.optional(),
});

/** PATCH /api/etapas/atualizar-posicoes: node positions after a drag on the diagram. */
export const atualizarPosicoesSchema = z.object({
  idFluxo: identificador('Fluxo não informado'),
  listaPosicoes: z
    .array(z.object({ idEtapa: identificador(), posicao: posicaoSchema }))
    .min(1, 'Informe ao menos uma posição')
    .max(LIMITES_FLUXO.etapasPorFluxo, mensagensEtapa.limiteEtapas),
});

/** POST /api/etapas/clonar */
export const clonarEtapaSchema = z.object({
  idFluxo: identificador('Fluxo não informado'),
  idEtapaReferencia: identificador('Etapa não informada'),
  descricaoNovaEtapa: textoObrigatorio(mensagensEtapa.nomeObrigatorio, 150),
  copiarAutorizacoes: z.boolean().default(false),
  copiarVinculosOrigem: z.boolean().default(false),
  copiarVinculosDestino: z.boolean().default(false),
});

/** POST /api/etapas/atualizar-ordem: the board column order. */
export const atualizarOrdemEtapaSchema = z.object({
  idEtapa: identificador(),
  ordemExibicao: z.number().int().min(1).max(1000),
});

/** POST /api/etapas/import-config-etapa/{idEtapa}: the file is parsed leniently by the import rules. */
export const importarConfigEtapaSchema = z.object({ configEtapa: z.unknown() });

const lado = z.enum(ladosConexao, { error: 'Lado de conexão inválido' });

/** POST /api/etapa-rel/criar-vinculo */
export const criarVinculoSchema = z.object({
  EtapaRel: z.object({
    idEtapaOrigem: identificador('Etapa de origem não informada'),
    idEtapaDestino: identificador('Etapa de destino não informada'),
    posicaoOrigem: lado.default('right'),
    posicaoDestino: lado.default('left'),
  }),
});

/** PUT /api/etapa-rel/atualizar-vinculo: the handle sides of an existing link. */
export const atualizarVinculoSchema = z.object({
  EtapaRel: z.object({ id: identificador(), posicaoOrigem: lado, posicaoDestino: lado }),
});
