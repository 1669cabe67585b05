import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
  type DynamoDBClient,
  type GlobalSecondaryIndex,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@wf/functions/data/tableDefinition';
import type { Log } from './log';

type IndexDefinition = (typeof tableDefinition.globalSecondaryIndexes)[number];

export interface TableReady {
  streamArn: string;
  /** False when the table was there already (an earlier run): tells the Stream pump where to start. */
  created: boolean;
}

const stringAttribute = (name: string): AttributeDefinition => ({ AttributeName: name, AttributeType: 'S' });

function gsi(index: IndexDefinition): GlobalSecondaryIndex {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

/**
 * Makes the table look like tableDefinition says, the way the CDK stack builds it: creates it
 * when absent, and on an existing table adds indexes added to the definition since.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string, log: Log): Promise<TableReady> {
  const existing = await describeTable(client, tableName);
  const table = existing ? await addMissingIndexes(client, existing, log) : await createTable(client, tableName, log);
  await ensureTimeToLive(client, tableName);
  if (!table.LatestStreamArn) throw new Error(`A tabela ${tableName} não tem Stream habilitado.`);
  return { streamArn: table.LatestStreamArn, created: !existing };
}

async function describeTable(client: DynamoDBClient, tableName: string): Promise<TableDescription | undefined> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

async function createTable(client: DynamoDBClient, tableName: string, log: Log): Promise<TableDescription> {
  const keyNames = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...tableDefinition.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  const created = await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...new Set(keyNames)].map(stringAttribute),
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map(gsi),
      StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType },
    }),
  );
  log(`tabela ${tableName} criada`);
  if (!created.TableDescription) throw new Error(`CreateTable ${tableName} não devolveu a descrição.`);
  return created.TableDescription;
}

async function addMissingIndexes(client: DynamoDBClient, table: TableDescription, log: Log): Promise<TableDescription> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = tableDefinition.globalSecondaryIndexes.filter((index) => !present.has(index.indexName));
  // DynamoDB accepts one index creation per UpdateTable call.
  for (const index of missing) {
    await client.send(
      new UpdateTableCommand({
        TableName: table.TableName,
        AttributeDefinitions: [stringAttribute(index.partitionKey), stringAttribute(index.sortKey)],
        GlobalSecondaryIndexUpdates: [{ Create: gsi(index) }],
      }),
    );
    log(`índice ${index.indexName} adicionado à tabela ${table.TableName}`);
  }
  return table;
}

async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const current = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (current.TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED') return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { Enabled: true, AttributeName: tableDefinition.timeToLiveAttribute },
    }),
  );
}
