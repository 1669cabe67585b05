import { describe, expect, it } from 'vitest';
import type {
  BaseDadosArmazenada,
  ImportacaoArmazenada,
  RegistroArmazenado,
} from '../../domains/basesDados/entities/baseDados';
import { prefixoTenant } from '../chaves';
import type { TransactItem } from '../transact';
import {
  acessosItens,
  baseDadosKeys,
  avancarImportacaoItem,
  conferirGeracao,
  contarItem,
  excluirBaseDadosItem,
  excluirRegistroItens,
  gravarRegistroItens,
  inserirBaseDadosItens,
  inserirImportacaoItem,
  marcarIndexacaoItens,
  marcarLoteItem,
  salvarBaseDadosItem,
  trocarGeracaoItem,
} from './baseDadosRepository';

/**
 * Every key the data bases' repository builds starts with the tenant (`T#<SIGLA>`): a write or a
 * read built for one tenant cannot address another's base, records, index, counters or imports.
 */
const deps = { db: undefined as never, tableName: 'workflow' };
const sigla = 'acme';
const base: BaseDadosArmazenada = {
  id: 'b1',
  descricao: 'Fornecedores',
  detalhes: '',
  colunas: [{ id: 'n', dataIndex: 'textoCurto_n', titulo: 'Nome', keyCampo: 'textoCurto' }],
  idDono: 'u1',
  emailDono: 'dono@acme.com',
  editores: ['colega@acme.com'],
  geracao: 'g1',
  criadoEm: '2026-01-01T00:00:00.000Z',
  dataHoraAlteracao: '2026-01-01T00:00:00.000Z',
  versao: 1,
};
const registro: RegistroArmazenado = {
  id: 'r1',
  valores: { textoCurto_n: 'Padaria Central' },
  palavras: ['padaria', 'central'],
  dataCriacao: base.criadoEm,
  dataAlteracao: base.criadoEm,
  versao: 1,
};
const importacao: ImportacaoArmazenada = {
  id: 'i1',
  idBase: 'b1',
  substituir: true,
  geracao: 'i1',
  geracaoDaBase: 'g1',
  status: 'processando',
  criadoEm: base.criadoEm,
  passo: 0,
  bytesLidos: 0,
  linhasLidas: 0,
  inseridos: 0,
  indexados: 0,
  totalInvalidas: 0,
};

const chaveDe = (t: TransactItem) => {
  const c = t.Put?.Item ?? t.Update?.Key ?? t.Delete?.Key ?? t.ConditionCheck?.Key;
  return String(c?.pk);
};

describe('baseDadosRepository keys', () => {
  it('every partition key is built under the tenant prefix', () => {
    const pks = [
      baseDadosKeys.pk(sigla, 'b1'),
      baseDadosKeys.acessoPk(sigla, 'Dono@Acme.com'),
      baseDadosKeys.geracaoPk(sigla, 'b1', 'g1'),
    ];
    for (const pk of pks) expect(pk.startsWith(`${prefixoTenant(sigla)}#`)).toBe(true);
    expect(baseDadosKeys.acessoPk(sigla, 'Dono@Acme.com')).toBe(baseDadosKeys.acessoPk(sigla, 'dono@acme.com'));
  });

  it('every write and condition it builds addresses the tenant only', () => {
    const escritas = [
      ...inserirBaseDadosItens(deps, sigla, base),
      salvarBaseDadosItem(deps, sigla, base, 1),
      ...acessosItens(deps, sigla, 'b1', ['nova@acme.com'], ['colega@acme.com']),
      excluirBaseDadosItem(deps, sigla, base),
      conferirGeracao(deps, sigla, 'b1', 'g1'),
      trocarGeracaoItem(deps, sigla, 'b1', 'g1', 'i1', base.criadoEm),
      ...gravarRegistroItens(deps, sigla, 'b1', 'g1', registro, { novo: true }),
      ...excluirRegistroItens(deps, sigla, 'b1', 'g1', registro),
      contarItem(deps, sigla, 'b1', 'g1', 3, 1),
      inserirImportacaoItem(deps, sigla, importacao),
      avancarImportacaoItem(deps, sigla, importacao, { set: { status: 'concluida' } }),
      ...marcarIndexacaoItens(deps, sigla, importacao, 0, 0, 10, 0),
      marcarLoteItem(deps, sigla, importacao, 0, 10),
    ];
    expect(escritas.length).toBeGreaterThan(15);
    for (const e of escritas) expect(chaveDe(e)).toMatch(/^T#ACME#/);
  });
});
