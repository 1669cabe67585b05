import { ROTULO_NOVA_INSTANCIA_PADRAO, tiposComOpcoes, tiposSemObrigatoriedade } from '@wf/shared/constants/fluxos';
import type { CampoModelo, CampoProposto, EtapaModelo, EtapaProposta } from '@wf/shared/schemas/ia';
import { campoFormularioSchema } from '@wf/shared/schemas/campoFormulario';
import { nomeVariavelDoTitulo } from '@wf/shared/validation/nomeVariavel';

/**
 * The model's compact field as the product's field (what POST atualizar-campos-form takes): a new
 * id, options as manual options, "required" only where the type allows it. Titles that would give
 * the same variable in one stage get a number. Invalid fields are reported, not dropped.
 */
export function camposDoModelo(
  campos: CampoModelo[],
  novoId: () => string,
): { campos: CampoProposto[]; erros: string[] } {
  const vistos = new Set<string>();
  const erros: string[] = [];
  const resultado: CampoProposto[] = [];
  for (const c of campos) {
    let titulo = c.titulo.trim();
    for (let n = 2; vistos.has(nomeVariavelDoTitulo(titulo)); n++) titulo = `${c.titulo.trim()} ${n}`;
    vistos.add(nomeVariavelDoTitulo(titulo));
    const campo: CampoProposto = {
      id: novoId(),
      keyCampo: c.keyCampo,
      titulo,
      indObrigatorio: c.obrigatorio && !tiposSemObrigatoriedade.includes(c.keyCampo),
      ...(tiposComOpcoes.includes(c.keyCampo)
        ? { opcoesListagensManual: c.opcoes.map((o) => ({ id: novoId(), label: o, value: o })) }
        : {}),
    };
    const r = campoFormularioSchema.safeParse(campo);
    if (r.success) resultado.push(campo);
    else erros.push(`campo "${c.titulo}": ${r.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  }
  return { campos: resultado, erros };
}

export function etapaDoModelo(e: EtapaModelo, novoId: () => string): { etapa: EtapaProposta; erros: string[] } {
  const { campos, erros } = camposDoModelo(e.campos, novoId);
  return {
    etapa: {
      descricao: e.descricao.trim(),
      etapaInicial: e.etapaInicial ? 'S' : 'N',
      etapaFinal: e.etapaFinal ? 'S' : 'N',
      destinos: e.destinos.map((d) => d.trim()).filter(Boolean),
      listaCamposFormulario: campos,
    },
    erros,
  };
}

/** A flow's stages: exactly one initial (the first when none or several), links only to stages it has. */
export function etapasDoModelo(etapas: EtapaModelo[], novoId: () => string) {
  const convertidas = etapas.map((e) => etapaDoModelo(e, novoId));
  const erros = convertidas.flatMap((c) => c.erros);
  const nomes = new Set(convertidas.map((c) => c.etapa.descricao));
  if (nomes.size !== convertidas.length) erros.push('as etapas devem ter nomes diferentes');
  for (const { etapa } of convertidas) {
    for (const d of etapa.destinos) if (!nomes.has(d)) erros.push(`destino "${d}" não é uma das etapas`);
  }
  const lista = convertidas.map((c) => c.etapa);
  const iniciais = lista.filter((e) => e.etapaInicial === 'S').length;
  if (iniciais !== 1) lista.forEach((e, i) => (e.etapaInicial = i === 0 ? 'S' : 'N'));
  return { listaEtapas: lista, erros };
}

export const rotuloPadrao = ROTULO_NOVA_INSTANCIA_PADRAO;
