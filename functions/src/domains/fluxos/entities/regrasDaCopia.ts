/**
 * The rules of a flow copy (POST /api/fluxos/copiar with copiarRegras). A rule names things of its
 * flow by id: stages (the event's stage, moverCard/copiarCard's destination), form fields by
 * dataIndex (field configuration, attachment fields) and labels. The copy gives all of them new
 * ids, so each copied rule has them replaced, wherever they sit in its json, by walking it:
 * every string equal to an old id, or a comma list holding one, gets the new id. Ids are random
 * (UUIDs, `<keyCampo>_<uuid>`), so no other text is one by chance, and an action added later
 * that names a stage or field is remapped without a change here. What names another flow, a data
 * base or a person is left as it is.
 */
export function comIdsTrocados<T>(valor: T, novos: ReadonlyMap<string, string>): T {
  return trocar(valor, novos) as T;
}

function trocar(valor: unknown, novos: ReadonlyMap<string, string>): unknown {
  if (typeof valor === 'string') return trocarTexto(valor, novos);
  if (Array.isArray(valor)) return valor.map((v) => trocar(v, novos));
  if (valor && typeof valor === 'object')
    return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, trocar(v, novos)]));
  return valor;
}

function trocarTexto(texto: string, novos: ReadonlyMap<string, string>): string {
  const inteiro = novos.get(texto.trim());
  if (inteiro !== undefined) return inteiro;
  if (!texto.includes(',')) return texto;
  const partes = texto.split(',');
  const trocadas = partes.map((p) => novos.get(p.trim()) ?? p);
  return trocadas.some((p, i) => p !== partes[i]) ? trocadas.join(',') : texto;
}

/** The part of a stored rule its copy needs (the data layer's type, not the rules domain's). */
export interface RegraParaCopiar<J> {
  descricao: string;
  jsonRegras: J;
}

/**
 * A copied rule: new id, the new flow, created by who copies (only a rule's creator edits it),
 * no runs, and OFF until someone reviews and switches it on (switching on checks what it reaches,
 * as any save does).
 */
export function regraCopiada<J>(
  origem: RegraParaCopiar<J>,
  d: {
    id: string;
    idFluxo: string;
    criador: { id: string; email: string; nome?: string };
    novosIds: ReadonlyMap<string, string>;
    agora: Date;
  },
) {
  const agora = d.agora.toISOString();
  return {
    id: d.id,
    idFluxo: d.idFluxo,
    descricao: origem.descricao,
    ativo: 'N' as const,
    idUsuarioCriador: d.criador.id,
    emailCriador: d.criador.email,
    ...(d.criador.nome ? { nomeCriador: d.criador.nome } : {}),
    numExecucoes: 0,
    dataHoraCriacao: agora,
    dataHoraAlteracao: agora,
    versao: 1,
    jsonRegras: comIdsTrocados(origem.jsonRegras, d.novosIds),
  };
}
