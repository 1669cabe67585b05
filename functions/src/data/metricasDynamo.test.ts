import { describe, expect, it } from 'vitest';
import { contarComando } from './metricasDynamo';

describe('DynamoDB metrics: items read and written per command', () => {
  it('counts reads by what DynamoDB read (a filtered query reads what it scans)', () => {
    expect(contarComando('GetItemCommand', {}, { Item: {} })).toEqual({ lidos: 1, escritos: 0 });
    expect(contarComando('GetItemCommand', {}, {})).toEqual({ lidos: 0, escritos: 0 });
    expect(contarComando('QueryCommand', {}, { Items: [{}], ScannedCount: 200 })).toEqual({ lidos: 200, escritos: 0 });
    expect(contarComando('BatchGetItemCommand', {}, { Responses: { t: [{}, {}] } })).toEqual({ lidos: 2, escritos: 0 });
  });

  it('counts writes by items written', () => {
    expect(contarComando('UpdateItemCommand', {}, {})).toEqual({ lidos: 0, escritos: 1 });
    expect(contarComando('TransactWriteItemsCommand', { TransactItems: [{}, {}, {}] }, {})).toEqual({ lidos: 0, escritos: 3 });
    expect(
      contarComando('BatchWriteItemCommand', { RequestItems: { t: [{}, {}, {}] } }, { UnprocessedItems: { t: [{}] } }),
    ).toEqual({ lidos: 0, escritos: 2 });
  });
});
