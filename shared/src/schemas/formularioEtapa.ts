import * as z from 'zod';
import { campoFormularioSchema, mensagensCampo } from './campoFormulario';

/*
 * Apart from campoFormulario.ts: a stage as stored embeds campoFormularioSchema, so every Lambda
 * that reads stages carries that module; this request schema is the stage editor's alone.
 */

/** POST /api/etapas/atualizar-campos-form/{idEtapa}: the whole form of a stage, in order. */
export const atualizarCamposFormSchema = z
  .object({ listaCamposFormulario: z.array(campoFormularioSchema).max(100, 'Uma etapa pode ter no máximo 100 campos') })
  .superRefine(({ listaCamposFormulario }, ctx) => {
    const vistos = new Set<string>();
    const ids = new Set<string>();
    listaCamposFormulario.forEach((c, i) => {
      if (vistos.has(c.nomeVariavel)) {
        ctx.addIssue({
          code: 'custom',
          path: ['listaCamposFormulario', i, 'nomeVariavel'],
          message: mensagensCampo.nomeVariavelRepetido(c.nomeVariavel),
        });
      }
      if (ids.has(c.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['listaCamposFormulario', i, 'id'],
          message: 'Campo repetido no formulário',
        });
      }
      vistos.add(c.nomeVariavel);
      ids.add(c.id);
    });
  });
