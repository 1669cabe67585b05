import { describe, expect, it } from 'vitest';
import { conferirRotas } from '../../../app/http/conferirRotas';
import { parametrosDoCaminho, routeKey, routes } from '../../../app/routes';
import { statusDeSucesso } from '../handlers/respostaDaOperacao';
import { rotas as rotasGerais } from '../lambda';
import { rotas as rotasCards } from '../lambdaCards';
import { operacoesApi } from './index';

const chaveDa = (o: (typeof operacoesApi)[number]) => `${o.metodo.toUpperCase()} ${o.caminho}`;

describe('operações da API pública', () => {
  it('are the Lambda routes and the route table entries of /api/v1, one each, with unique ids', () => {
    const daTabela = routes
      .filter((r) => r.acesso === 'token')
      .map(routeKey)
      .sort();

    expect(operacoesApi.map(chaveDa).sort()).toEqual(daTabela);
    expect([...Object.keys(rotasGerais), ...Object.keys(rotasCards)].sort()).toEqual(daTabela);
    expect(new Set(operacoesApi.map((o) => o.id)).size).toBe(operacoesApi.length);
    expect(() => conferirRotas('apiPublica', rotasGerais)).not.toThrow();
    expect(() => conferirRotas('apiPublicaCards', rotasCards)).not.toThrow();
  });

  it('each route validates with the very schema objects of its operation (the document cannot drift from the handler)', () => {
    const todas = { ...rotasGerais, ...rotasCards };
    for (const o of operacoesApi) {
      const rota = todas[chaveDa(o)]!;
      expect(rota.body, o.id).toBe(o.corpo);
      expect(rota.query, o.id).toBe(o.consulta);
      expect(rota.parametros, o.id).toBe(o.parametros);
      expect(rota.idempotente, o.id).toBe(o.idempotente);
    }
  });

  it('each declares the parameters of its path, a summary, a group and examples its schemas accept', () => {
    for (const o of operacoesApi) {
      const nomes = parametrosDoCaminho(o.caminho).sort();
      expect(Object.keys(o.parametros?.shape ?? {}).sort(), o.id).toEqual(nomes);
      expect(o.resumo && o.grupo, o.id).toBeTruthy();
      expect(o.exemplos.resposta ?? o.resposta.status === 204, o.id).toBeTruthy();
      if (o.resposta.schema && o.exemplos.resposta !== undefined) {
        const r = o.resposta.schema.safeParse(o.exemplos.resposta);
        expect(r.success, `${o.id}: ${JSON.stringify(r.error?.issues)}`).toBe(true);
      }
      if (o.corpo) {
        const r = o.corpo.safeParse(o.exemplos.corpo);
        expect(r.success, `${o.id} corpo: ${JSON.stringify(r.error?.issues)}`).toBe(true);
      }
      expect(o.idempotente === true ? o.metodo : 'post', o.id).toBe('post');
      expect(statusDeSucesso(o), o.id).toBe(o.resposta.status);
    }
  });
});
