import {
  ACOES_REGRA,
  chavesAcao,
  EVENTOS_REGRA,
  formulariosAcao,
  mensagensRegra,
  OPERADORES,
  type AcaoRegra,
  type ChaveAcao,
  type ChaveEventoRegra,
  type ChaveOperador,
  type CondicaoRegra,
  type JsonRegras,
  type TipoDado,
} from '@wf/shared/schemas/regra';

/** Events about a stage: the rule may be scoped to one stage. */
export const EVENTOS_DE_ETAPA: readonly ChaveEventoRegra[] = ['cardEntrarEtapa', 'cardSairEtapa'];

/** A new id for a condition or an action of the rule being edited. */
export const novoId = (): string => crypto.randomUUID();

export function jsonRegrasVazio(): JsonRegras {
  return {
    prioridade: 1,
    evento: undefined as unknown as JsonRegras['evento'],
    acoes: [],
    condicionais: { operacaoLogica: 'AND', listaCondicionais: [] },
  };
}

export function eventoDaChave(key: ChaveEventoRegra, idEtapa?: string | null): JsonRegras['evento'] {
  return {
    id: key,
    key,
    title: EVENTOS_REGRA[key],
    idEtapa: EVENTOS_DE_ETAPA.includes(key) ? (idEtapa ?? null) : null,
  };
}

/** The operators a first operand of this data type may use, in the contract's order. */
export function operadoresDoTipo(tipo: TipoDado): ChaveOperador[] {
  return (Object.keys(OPERADORES) as ChaveOperador[]).filter((k) =>
    (OPERADORES[k].tipos as readonly TipoDado[]).includes(tipo),
  );
}

/**
 * The first operand changed: the operator stays only when the new type offers it, and the
 * second operand goes when the operator no longer needs one.
 */
export function trocarOperandoUm(condicao: CondicaoRegra, operando: CondicaoRegra['operandoUm']): CondicaoRegra {
  const mantem = condicao.operador?.key && operadoresDoTipo(operando.tipoDado).includes(condicao.operador.key);
  return {
    ...condicao,
    operandoUm: operando,
    operador: mantem ? condicao.operador : (undefined as unknown as CondicaoRegra['operador']),
    operandoDois: mantem ? condicao.operandoDois : null,
  };
}

export function trocarOperador(condicao: CondicaoRegra, key: ChaveOperador): CondicaoRegra {
  return {
    ...condicao,
    operador: { key, value: OPERADORES[key].value },
    operandoDois: OPERADORES[key].segundoOperando ? (condicao.operandoDois ?? null) : null,
  };
}

/**
 * The actions the picker offers: each key once, only those this server runs (the contract's
 * list), and the other-flow ones only when the flow may send cards.
 */
export function acoesDisponiveis(acoes: readonly AcaoRegra[], permiteEnviarCards: boolean): ChaveAcao[] {
  const usadas = new Set(acoes.map((a) => a.key));
  return chavesAcao.filter(
    (k) => !usadas.has(k) && (permiteEnviarCards || (k !== 'moverCardOutroFluxo' && k !== 'copiarCardOutroFluxo')),
  );
}

/** Adds an action or, when its key is already there, replaces its formulario (a re-edit). */
export function gravarAcao(acoes: readonly AcaoRegra[], key: ChaveAcao, formulario: unknown): AcaoRegra[] {
  const existente = acoes.find((a) => a.key === key);
  if (existente) return acoes.map((a) => (a.key === key ? { ...a, formulario } : a));
  const prioridade = acoes.reduce((max, a) => Math.max(max, a.prioridade), 0) + 1;
  return [
    ...acoes,
    { id: novoId(), key, title: ACOES_REGRA[key].title, executarNoServidor: true, formulario, prioridade },
  ];
}

/** Field messages of one action's formulario, by field name (the first message of each). */
export function errosDoFormulario(key: ChaveAcao, formulario: unknown): Record<string, string> {
  const resultado = formulariosAcao[key].safeParse(formulario);
  const erros: Record<string, string> = {};
  for (const issue of resultado.error?.issues ?? []) {
    const campo = String(issue.path[0] ?? '_');
    erros[campo] ??= issue.message;
  }
  return erros;
}

/** A fixed date (DD/MM/YYYY or ISO) before today; variables are checked when the action runs. */
export function dataNoPassado(valor: string, hoje = new Date()): boolean {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(valor.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(valor.trim());
  const partes = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!partes) return false;
  const data = `${partes[0]}-${partes[1]}-${partes[2]}`;
  const hojeIso = `${hoje.getFullYear()}-${String(hoje.getMonth() + 1).padStart(2, '0')}-${String(hoje.getDate()).padStart(2, '0')}`;
  return data < hojeIso;
}

/** Messages of the whole rule before saving ('Selecione um evento', conditions, actions...). */
export function errosDaRegra(json: JsonRegras): string[] {
  const erros: string[] = [];
  if (!json.evento?.key) erros.push(mensagensRegra.selecioneEvento);
  if (
    json.condicionais.listaCondicionais.some(
      (c) =>
        !c.operandoUm?.nomeInterno ||
        !c.operador?.key ||
        (OPERADORES[c.operador.key].segundoOperando && !c.operandoDois?.nomeInterno.trim()),
    )
  )
    erros.push(`Condições: ${mensagensRegra.campoObrigatorio}`);
  if (json.acoes.length === 0) erros.push(mensagensRegra.selecioneAcao);
  return erros;
}
