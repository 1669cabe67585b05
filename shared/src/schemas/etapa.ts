import * as z from 'zod';
import { COR_PADRAO, ladosConexao, LIMITES_FLUXO, paletaCores } from '../constants/fluxos';
import { flagSN, identificador, textoObrigatorio } from './campos';

/** Messages of stages and links. */
export const mensagensEtapa = {
  nomeObrigatorio: 'Nome é obrigatório',
  origemObrigatoria: 'Selecione ao menos uma etapa de origem',
  etapaNaoEncontrada: 'Etapa não encontrada',
  vinculoDuplicado: 'Essas etapas já estão conectadas nesse sentido',
  vinculoMesmaEtapa: 'Uma etapa não pode se conectar a ela mesma',
  vinculoSaidaBloqueada: 'Uma etapa final ou de fluxo aberto não tem conexões de saída',
  vinculoNaoEncontrado: 'Conexão não encontrada',
  semPermissaoEditarEtapa: 'Você não possui acesso para editar essa etapa!',
  semPermissaoAutorizar: 'Você não possui acesso para gerenciar as pessoas dessa etapa!',
  erroImportar: 'Erro ao importar configuração',
  importado: 'Configuração importada com sucesso',
  origemNaoEncontrada: 'Etapa de origem não encontrada',
  limiteEtapas: `Um fluxo pode ter no máximo ${LIMITES_FLUXO.etapasPorFluxo} etapas`,
  desmarcarInicial: 'Não é possível desmarcar a etapa inicial: marque outra etapa como inicial',
  excluirInicial: 'A etapa inicial não pode ser excluída enquanto houver outras etapas. Marque outra etapa como inicial antes de excluir.',
  excluirComCards: 'Não é possível excluir uma etapa que possui cards',
  formularioGrande: 'O formulário da etapa é grande demais: reduza os campos ou as opções',
  excluida: 'Etapa excluída com sucesso!',
  posicoesAtualizadas: 'Posições atualizadas com sucesso!',
  vinculoRemovido: 'Conexão removida com sucesso!',
} as const;


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
export const atualizarOrdemEtapaSchema = z.object({ idEtapa: identificador(), ordemExibicao: z.number().int().min(1).max(1000) });

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
