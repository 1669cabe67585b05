import type { ModeloCriarRegra } from '@wf/shared/schemas/ia';

/**
 * The model's rule as the rules editor's `jsonRegras` (the same shape a hand-made rule has; the
 * rules service validates it as it would any other). Stage ids the flow does not have are reported.
 */
export function jsonRegrasDoModelo(
  regra: NonNullable<ModeloCriarRegra['regra']>,
  idsEtapas: ReadonlySet<string>,
  novoId: () => string,
): { jsonRegras: unknown; erros: string[] } {
  const erros: string[] = [];
  if (regra.idEtapaEvento && !idsEtapas.has(regra.idEtapaEvento))
    erros.push(`idEtapaEvento "${regra.idEtapaEvento}" não é uma etapa do fluxo`);
  const acoes = regra.acoes.map((a, i) => {
    let formulario: unknown = {};
    try {
      formulario = a.formularioJson.trim() ? JSON.parse(a.formularioJson) : {};
    } catch {
      erros.push(`acoes[${i}].formularioJson não é um JSON válido`);
    }
    const destino = (formulario as { idEtapaMoveCard?: unknown } | null)?.idEtapaMoveCard;
    if (typeof destino === 'string' && !idsEtapas.has(destino) && !a.key.endsWith('OutroFluxo'))
      erros.push(`acoes[${i}] idEtapaMoveCard "${destino}" não é uma etapa do fluxo`);
    return { id: novoId(), key: a.key, formulario, prioridade: i + 1, executarNoServidor: true };
  });
  return {
    erros,
    jsonRegras: {
      prioridade: 1,
      evento: { key: regra.evento, idEtapa: regra.idEtapaEvento },
      condicionais: {
        operacaoLogica: regra.operacaoLogica,
        listaCondicionais: regra.condicoes.map((c) => ({
          id: novoId(),
          operandoUm: { nomeInterno: c.variavel, tipoDado: c.tipoDado },
          operador: { key: c.operador },
          operandoDois: c.valor === null ? null : { nomeInterno: c.valor, tipoDado: 'A' },
        })),
      },
      acoes,
    },
  };
}
