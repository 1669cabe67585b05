import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as SdkStreamRecord,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from './dynamoDbLocal';
import { errorText, type Log } from './log';
import { backoffMs, sleep } from './sleep';
import { loadCheckpoint, saveCheckpoint, type Checkpoint } from './streamCheckpoint';
import { toLambdaStreamRecord } from './streamRecords';

/**
 * Lambda's DynamoDB event source mapping, locally: polls the table's Stream and hands each batch
 * to the publisher, shard by shard, in order. A failed batch is retried as is until it succeeds
 * (nothing is skipped), and progress is checkpointed to disk so restarts resume where they stopped.
 */
export interface StreamPumpOptions {
  endpoint: string;
  region: string;
  streamArn: string;
  /**
   * Where progress is kept across restarts; none for a table that does not outlive the process
   * (DynamoDB Local in memory): its Stream starts anew with it, so a checkpoint could never be used
   * and writing one after every batch was a file write and a rename for nothing.
   */
  checkpointFile?: string;
  /** True when the table was created by this start: everything in its Stream is new. */
  tableIsNew: boolean;
  /** Receives each batch; a throw, or `batchItemFailures` in the result, means "retry from there". */
  deliver: (event: DynamoDBStreamEvent) => Promise<unknown>;
  /** Which records reach `deliver` (the event source mapping's filter); the others are only checkpointed. */
  filter?: (record: DynamoDBRecord) => boolean;
  log: Log;
  pollIntervalMs?: number;
  /**
   * While reads keep finding nothing and nothing nudges, each wait doubles, up to this (none by
   * default: every wait is `pollIntervalMs`). Records, a nudge or a failure start again at
   * `pollIntervalMs`, so what a consumer writes just after a request is still read within it.
   */
  maxIdlePollMs?: number;
  batchSize?: number;
  retryBaseMs?: number;
}

export interface StreamPump {
  /**
   * Reads the Stream now instead of at the next poll: the runtime calls it once a request that
   * may have written has answered, so its events do not wait out the poll interval (its part of
   * the realtime messages' latency was ~20 ms on average, ~45 ms at p90).
   */
  nudge(): void;
  /**
   * Resolves once a read that began after the call reached the end of every shard with its
   * batches handed over: every insert written before the call has been published by then. The
   * local runtime's "at rest" check (repouso.ts) stands on it; it nudges the pump.
   */
  caughtUp(): Promise<void>;
  /** When the pump, idle, reads next unless nudged (epoch ms); undefined while it reads. */
  nextReadAt(): number | undefined;
  stop(): Promise<void>;
}

/** What the CDK stack's event source mapping must declare too: only new items can be outbox items. */
export const insertsOnly = (record: DynamoDBRecord): boolean => record.eventName === 'INSERT';

interface ShardState {
  shardId: string;
  parentShardId?: string;
  /** How to get an iterator when there is no checkpoint for the shard. */
  firstIteratorType: ShardIteratorType;
  iterator?: string;
  finished: boolean;
}

const DISCOVERY_EVERY_MS = 1000;

export async function startStreamPump(options: StreamPumpOptions): Promise<StreamPump> {
  const saved = options.checkpointFile ? await loadCheckpoint(options.checkpointFile, options.streamArn) : undefined;
  // No checkpoint for a table that was already there: its old records were published (or are
  // lost) before checkpoints existed, so start at the tip rather than replay a day of events.
  const initialType: ShardIteratorType = !saved && !options.tableIsNew ? 'LATEST' : 'TRIM_HORIZON';
  const poller = new StreamPoller(options, saved ?? { streamArn: options.streamArn, shards: {} });
  await poller.start(initialType);
  options.log(`lendo o Stream ${options.streamArn} (${saved ? 'retomando do checkpoint' : initialType})`);
  return {
    nudge: () => poller.nudge(),
    caughtUp: () => poller.caughtUp(),
    nextReadAt: () => poller.nextReadAt,
    stop: () => poller.stop(),
  };
}

class StreamPoller {
  private readonly client: DynamoDBStreamsClient;
  private readonly shards = new Map<string, ShardState>();
  private running = true;
  private lastDiscovery = 0;
  private looping: Promise<void> = Promise.resolve();
  /** A nudge came since the last read began: that read may have missed its write, so read again. */
  private nudged = false;
  private wake?: () => void;
  /** Callers of caughtUp() not yet served by a whole read that began after them. */
  private waiters: Array<() => void> = [];
  /** Reads in a row that found nothing, neither nudged nor awaited: how far the wait has grown. */
  private emptyReads = 0;
  nextReadAt: number | undefined;

  constructor(
    private readonly options: StreamPumpOptions,
    private readonly checkpoint: Checkpoint,
  ) {
    this.client = new DynamoDBStreamsClient({
      endpoint: options.endpoint,
      region: options.region,
      credentials: localCredentials,
    });
  }

  async start(initialType: ShardIteratorType): Promise<void> {
    await this.discover(initialType);
    // LATEST means "from now": taken here, not at the first poll, or writes made meanwhile are lost.
    for (const shard of this.shards.values()) {
      if (shard.firstIteratorType === 'LATEST') shard.iterator = await this.iteratorFor(shard);
    }
    this.looping = this.loop();
  }

  nudge(): void {
    this.nudged = true;
    this.wake?.();
  }

  caughtUp(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.nudge();
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.looping;
    this.client.destroy();
    // Nothing more will be read: whoever waits is told so rather than left hanging.
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private async loop(): Promise<void> {
    while (this.running) {
      const nudged = this.nudged;
      this.nudged = false;
      // Served by this read only if they asked before it began.
      const waiting = this.waiters.splice(0);
      let fetched = 0;
      let drained = true;
      let failed = false;
      let closed = false;
      try {
        // A shard that appears while running is new: all of it must be read. Someone waiting for
        // the pump to catch up needs every shard there is now, so it looks at once; so does a
        // nudge while no shard is known yet (a new table's Stream may list its shard late).
        if (
          waiting.length > 0 ||
          (nudged && this.readyShards().length === 0) ||
          Date.now() - this.lastDiscovery > DISCOVERY_EVERY_MS
        )
          await this.discover('TRIM_HORIZON');
        for (const shard of this.readyShards()) {
          if (!this.running) break;
          const read = await this.pumpShard(shard);
          fetched += read.records;
          drained &&= read.atEnd;
          // A shard closed under this read: its children hold what was written since. They are
          // looked for and read at once, not at the next discovery or after the poll interval.
          if (shard.finished) closed = true;
        }
      } catch (error) {
        drained = false;
        failed = true;
        if (this.running) this.options.log(`erro ao ler o Stream: ${errorText(error)}`);
      }
      if (drained && this.running) for (const resolve of waiting) resolve();
      else this.waiters.unshift(...waiting);
      // A failed read is tried again soon, not after a whole (possibly long) poll interval: a
      // nudge or a caughtUp() it was serving would otherwise wait that long.
      const base = this.options.pollIntervalMs ?? 200;
      const quiet = fetched === 0 && !nudged && waiting.length === 0 && !failed && !closed;
      this.emptyReads = quiet ? Math.min(this.emptyReads + 1, 20) : 0;
      const grown = base * 2 ** Math.max(0, this.emptyReads - 1);
      const interval = Math.max(base, Math.min(grown, this.options.maxIdlePollMs ?? base));
      if (closed) this.lastDiscovery = 0;
      if (fetched === 0 && this.running && !this.nudged && !closed)
        await this.idle(failed ? Math.min(interval, this.options.retryBaseMs ?? 200) : interval);
    }
  }

  /** Waits out the poll interval, or less if nudged or stopped meanwhile. */
  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = undefined;
        this.nextReadAt = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.nextReadAt = Date.now() + ms;
      this.wake = done;
    });
  }

  private async discover(firstIteratorType: ShardIteratorType): Promise<void> {
    for (const shard of await listShards(this.client, this.options.streamArn)) {
      if (!shard.ShardId || this.shards.has(shard.ShardId)) continue;
      this.shards.set(shard.ShardId, {
        shardId: shard.ShardId,
        parentShardId: shard.ParentShardId,
        firstIteratorType,
        finished: false,
      });
    }
    this.lastDiscovery = Date.now();
  }

  /** A child shard is read only after its parent is drained, as Lambda does, to keep item order. */
  private readyShards(): ShardState[] {
    return [...this.shards.values()].filter((shard) => {
      if (shard.finished) return false;
      const parent = shard.parentShardId ? this.shards.get(shard.parentShardId) : undefined;
      return !parent || parent.finished;
    });
  }

  private async iteratorFor(shard: ShardState): Promise<string | undefined> {
    const { streamArn } = this.options;
    const after = this.checkpoint.shards[shard.shardId];
    if (!after) return getIterator(this.client, streamArn, shard.shardId, shard.firstIteratorType);
    try {
      return await getIterator(this.client, streamArn, shard.shardId, 'AFTER_SEQUENCE_NUMBER', after);
    } catch (error) {
      if (!(error instanceof TrimmedDataAccessException)) throw error;
      this.options.log(`checkpoint do shard ${shard.shardId} expirado; relendo desde o início do shard`);
      return getIterator(this.client, streamArn, shard.shardId, 'TRIM_HORIZON');
    }
  }

  /**
   * One GetRecords on the shard: how many records it brought, and whether it reached the shard's
   * end (a short page of an open shard: DynamoDB Local answers whatever the shard holds up to the
   * limit; a closed shard is not at its end, its children still are to be read).
   */
  private async pumpShard(shard: ShardState): Promise<{ records: number; atEnd: boolean }> {
    shard.iterator ??= await this.iteratorFor(shard);
    if (!shard.iterator) {
      shard.finished = true;
      return { records: 0, atEnd: false };
    }
    const limit = this.options.batchSize ?? 100;
    let result;
    try {
      result = await this.client.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: limit }));
    } catch (error) {
      if (!(error instanceof ExpiredIteratorException || error instanceof TrimmedDataAccessException)) throw error;
      shard.iterator = undefined;
      return { records: 0, atEnd: false };
    }
    const records = result.Records ?? [];
    if (records.length > 0) {
      await this.deliverUntilAccepted(records);
      // Stopped mid-retry: no checkpoint, so the next start hands the batch over again.
      if (!this.running) return { records: 0, atEnd: false };
      await this.saveProgress(shard, records);
    }
    shard.iterator = result.NextShardIterator;
    shard.finished = !shard.iterator;
    return { records: records.length, atEnd: records.length < limit && !shard.finished };
  }

  /** Hands the batch over until accepted: nothing is skipped, order is kept. */
  private async deliverUntilAccepted(records: SdkStreamRecord[]): Promise<void> {
    const { options } = this;
    let pending = records.map((record) => toLambdaStreamRecord(record, options.streamArn, options.region));
    for (let attempt = 1; this.running; attempt += 1) {
      const batch = options.filter ? pending.filter(options.filter) : pending;
      if (batch.length === 0) return;
      try {
        const failedFrom = firstFailure(await options.deliver({ Records: batch }));
        if (failedFrom === undefined) return;
        pending = pending.filter((record) => compareSequence(record.dynamodb?.SequenceNumber, failedFrom) >= 0);
        throw new Error(`batchItemFailures a partir de ${failedFrom}`);
      } catch (error) {
        options.log(`lote recusado pelo publicador (tentativa ${attempt}), tentando de novo: ${errorText(error)}`);
        await sleep(backoffMs(attempt, options.retryBaseMs ?? 200, 5000));
      }
    }
  }

  private async saveProgress(shard: ShardState, records: SdkStreamRecord[]): Promise<void> {
    const last = records[records.length - 1].dynamodb?.SequenceNumber;
    if (!last) return;
    this.checkpoint.shards[shard.shardId] = last;
    if (this.options.checkpointFile) await saveCheckpoint(this.options.checkpointFile, this.checkpoint);
  }
}

async function listShards(client: DynamoDBStreamsClient, streamArn: string): Promise<Shard[]> {
  const shards: Shard[] = [];
  let exclusiveStartShardId: string | undefined;
  do {
    const page = await client.send(
      new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
    );
    shards.push(...(page.StreamDescription?.Shards ?? []));
    exclusiveStartShardId = page.StreamDescription?.LastEvaluatedShardId;
  } while (exclusiveStartShardId);
  return shards;
}

async function getIterator(
  client: DynamoDBStreamsClient,
  streamArn: string,
  shardId: string,
  type: ShardIteratorType,
  sequenceNumber?: string,
): Promise<string | undefined> {
  const result = await client.send(
    new GetShardIteratorCommand({
      StreamArn: streamArn,
      ShardId: shardId,
      ShardIteratorType: type,
      SequenceNumber: sequenceNumber,
    }),
  );
  return result.ShardIterator;
}

/** Sequence numbers are decimal strings of varying length: compare them as numbers. */
export function compareSequence(a: string | undefined, b: string): number {
  const left = BigInt(a ?? '0');
  const right = BigInt(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The lowest sequence number the handler reported as failed, if any (ReportBatchItemFailures). */
function firstFailure(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('batchItemFailures' in result)) return undefined;
  const failures = (result as { batchItemFailures?: Array<{ itemIdentifier?: string }> }).batchItemFailures ?? [];
  const ids = failures.map((failure) => failure.itemIdentifier).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return undefined;
  return ids.reduce((lowest, id) => (compareSequence(id, lowest) < 0 ? id : lowest));
}
