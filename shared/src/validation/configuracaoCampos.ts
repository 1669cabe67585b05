import * as z from 'zod';
import type { CampoFormulario } from '../schemas/campoFormulario';

/**
 * The field settings a rule (alterarConfiguracaoCampos) gives ONE card, by the field's dataIndex:
 * they replace the stage's own required/editable/hidden flags for that card wherever its form is
 * validated (server) and shown (card modal). A field without a setting keeps the stage's flags.
 */
export const configuracaoCampoSchema = z.object({
  indObrigatorio: z.boolean(),
  indEditavel: z.boolean(),
  indOculto: z.boolean(),
});
export type ConfiguracaoCampo = z.infer<typeof configuracaoCampoSchema>;
export type ConfiguracaoCamposCard = Record<string, ConfiguracaoCampo>;

/** The stage's fields as this card sees them. A required field is always editable (the editor's rule). */
export function camposDoCard<
  C extends Pick<CampoFormulario, 'dataIndex' | 'indObrigatorio' | 'indEditavel' | 'indOculto'>,
>(campos: readonly C[], configuracao: ConfiguracaoCamposCard | undefined): C[] {
  if (!configuracao || Object.keys(configuracao).length === 0) return [...campos];
  return campos.map((c) => {
    const conf = configuracao[c.dataIndex];
    if (!conf) return c;
    return {
      ...c,
      indObrigatorio: conf.indObrigatorio,
      indEditavel: conf.indEditavel || conf.indObrigatorio,
      indOculto: conf.indOculto,
    };
  });
}
