import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  anexarMetricasDynamo,
  contarComando,
  emDetalheDeMetricas,
  emEscopoDeMetricas,
  lerMetricas,
  zerarMetricas,
} from './metricasDynamo';

describe('DynamoDB metrics: items read and written per command', () => {
  it('counts reads by what DynamoDB read (a filtered query reads what it scans)', () => {
    expect(contarComando('GetItemCommand', {}, { Item: {} })).toEqual({ lidos: 1, escritos: 0 });
    expect(contarComando('GetItemCommand', {}, {})).toEqual({ lidos: 0, escritos: 0 });
    expect(contarComando('QueryCommand', {}, { Items: [{}], ScannedCount: 200 })).toEqual({ lidos: 200, escritos: 0 });
    expect(contarComando('BatchGetItemCommand', {}, { Responses: { t: [{}, {}] } })).toEqual({ lidos: 2, escritos: 0 });
  });

  it('counts writes by items written', () => {
    expect(contarComando('UpdateItemCommand', {}, {})).toEqual({ lidos: 0, escritos: 1 });
    expect(contarComando('TransactWriteItemsCommand', { TransactItems: [{}, {}, {}] }, {})).toEqual({
      lidos: 0,
      escritos: 3,
    });
    expect(
      contarComando('BatchWriteItemCommand', { RequestItems: { t: [{}, {}, {}] } }, { UnprocessedItems: { t: [{}] } }),
    ).toEqual({ lidos: 0, escritos: 2 });
  });
});

describe('DynamoDB metrics: a consumer per event type', () => {
  it('counts a call under its scope AND under the detail label, and nothing else under the label', async () => {
    const cliente = new DynamoDBClient({
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
    anexarMetricasDynamo(cliente);
    // The answer of a GetItem that found its item, without a server: the counter is what is under test.
    cliente.middlewareStack.add(
      () => () => Promise.resolve({ output: { Item: { pk: { S: 'x' } }, $metadata: {} }, response: {} }),
      {
        step: 'serialize',
        name: 'respostaFixa',
      },
    );
    const ler = () => cliente.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }));
    zerarMetricas();
    await emDetalheDeMetricas('consumidor:regras:cardEntrarEtapa', ler);
    await ler();
    await emEscopoDeMetricas('http', () => emDetalheDeMetricas('consumidor:regras:cardEntrarEtapa', ler));
    expect(lerMetricas('fundo')).toMatchObject({ requisicoes: 2, itensLidos: 2 });
    expect(lerMetricas('http')).toMatchObject({ requisicoes: 1, itensLidos: 1 });
    expect(lerMetricas('consumidor:regras:cardEntrarEtapa')).toMatchObject({
      requisicoes: 2,
      itensLidos: 2,
      porComando: { GetItemCommand: 2 },
    });
  });
});
