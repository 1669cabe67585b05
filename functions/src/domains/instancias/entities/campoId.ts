import type { CampoFormulario } from '@wf/shared/schemas/campoFormulario';
import { noFusoDoTenant } from '../../../lib/datas';

/**
 * The card's generated id field (campoId). Its pattern uses tokens in
 * double braces: {{DD}} {{MM}} {{AAAA}} (date), {{THH}} {{TMM}} {{TSS}} (time, tenant's zone),
 * {{NS}} the flow's card sequence (6 digits) and {{SDD}} the flow's sequence of the day (4 digits).
 * With indHashAleatoria the value is a random hash instead.
 */
export const campoIdDoFormulario = (campos: readonly CampoFormulario[]): CampoFormulario | null =>
  campos.find((c) => c.keyCampo === 'campoId') ?? null;

export const padraoUsa = (campo: CampoFormulario | null, token: 'NS' | 'SDD'): boolean =>
  Boolean(campo && !campo.indHashAleatoria && (campo.configCampoId ?? '').includes(`{{${token}}}`));

const doisDigitos = (n: number) => String(n).padStart(2, '0');

export function gerarIdUnico(
  campo: CampoFormulario,
  d: { agora: Date; sequencia: number | null; sequenciaDia: number | null; hashAleatorio: () => string },
): string {
  if (campo.indHashAleatoria || !campo.configCampoId) return d.hashAleatorio();
  const t = noFusoDoTenant(d.agora);
  const valores: Record<string, string> = {
    DD: doisDigitos(t.dia),
    MM: doisDigitos(t.mes),
    AAAA: String(t.ano),
    THH: doisDigitos(t.hora),
    TMM: doisDigitos(t.minuto),
    TSS: doisDigitos(t.segundo),
    NS: String(d.sequencia ?? 0).padStart(6, '0'),
    SDD: String(d.sequenciaDia ?? 0).padStart(4, '0'),
  };
  return campo.configCampoId.replace(/\{\{([^}]*)\}\}/g, (todo, token: string) => valores[token] ?? todo);
}
