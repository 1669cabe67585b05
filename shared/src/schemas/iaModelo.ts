import * as z from 'zod';
import { chavesAcao, chavesEventoRegra, chavesOperador, tiposDado } from '../constants/regras';
import { iconesFluxo, keysCampo, type KeyCampo } from '../constants/fluxos';
import { LIMITES_IA } from '../constants/ia';

/**
 * The shapes the AI MODEL must answer (structured outputs), strict-mode friendly: every key
 * required, null for "none", no transforms. Their JSON schemas are generated from these
 * (functions/src/domains/ia/prompts/esquemasDoModelo.json, kept equal by its test).
 */

/** Field types the model may propose (no ID-pattern or fixed-text fields: they need settings a description lacks). */
export const keysCampoModelo = keysCampo.filter((k) => k !== 'campoId' && k !== 'textoFixo') as [
  KeyCampo,
  ...KeyCampo[],
];

const campoModelo = z.object({
  titulo: z.string().min(1).max(200),
  keyCampo: z.enum(keysCampoModelo),
  obrigatorio: z.boolean(),
  /** The options of checkbox, radio and selecaoOpcoes; empty for the others. */
  opcoes: z.array(z.string().min(1).max(200)).max(50),
});
export type CampoModelo = z.infer<typeof campoModelo>;

const etapaModelo = z.object({
  descricao: z.string().min(1).max(150),
  etapaInicial: z.boolean(),
  etapaFinal: z.boolean(),
  destinos: z.array(z.string().max(150)).max(20),
  campos: z.array(campoModelo).max(30),
});
export type EtapaModelo = z.infer<typeof etapaModelo>;

export const modeloCriarFluxo = z.object({
  fluxo: z.object({
    descricao: z.string().min(1).max(300),
    detalhes: z.string().min(1).max(1000),
    icone: z.enum(iconesFluxo),
  }),
  listaEtapas: z.array(etapaModelo).min(1).max(LIMITES_IA.etapasProposta),
});
export const modeloGerarCampos = z.object({ campos: z.array(campoModelo).min(1).max(30) });
export const modeloCriarEtapa = z.object({ etapa: etapaModelo });
export const modeloAnalisarMetricas = z.object({ html: z.string().min(1).max(20_000) });

/** A rule proposal, or a question when the message is too vague to make one. */
export const modeloCriarRegra = z.object({
  pergunta: z.string().min(1).max(500).nullable(),
  regra: z
    .object({
      descricao: z.string().min(1).max(500),
      evento: z.enum(chavesEventoRegra),
      /** The stage (id from the data) the event concerns, or null for any stage. */
      idEtapaEvento: z.string().max(100).nullable(),
      operacaoLogica: z.enum(['AND', 'OR']),
      condicoes: z
        .array(
          z.object({
            variavel: z.string().min(1).max(200),
            operador: z.enum(chavesOperador),
            valor: z.string().max(500).nullable(),
            tipoDado: z.enum(tiposDado),
          }),
        )
        .max(10),
      acoes: z
        .array(
          z.object({
            key: z.enum(chavesAcao),
            /** The action's form as a JSON object text (its fields per action key). */
            formularioJson: z.string().max(4000),
          }),
        )
        .min(1)
        .max(10),
    })
    .nullable(),
});
export type ModeloCriarRegra = z.infer<typeof modeloCriarRegra>;
