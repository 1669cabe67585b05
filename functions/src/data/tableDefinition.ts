/**
 * The single DynamoDB table, as data: the CDK stack, the embedded runtime and the tests all
 * build the table from this object, so the three cannot drift.
 */
export const tableDefinition = {
  /** Logical name; the deployed name comes from TABLE_NAME. */
  logicalName: 'workflow',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Generic indexes: what each holds is decided per entity in docs/data-model.md. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
  /** Epoch seconds; sessions, reset hashes and delivered outbox items expire through it. */
  timeToLiveAttribute: 'expiraEm',
  /** The outbox publisher reads inserted items from the Stream. */
  streamViewType: 'NEW_IMAGE',
} as const;

export type IndexName = (typeof tableDefinition.globalSecondaryIndexes)[number]['indexName'];
