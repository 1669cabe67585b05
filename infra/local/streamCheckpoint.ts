import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';

/**
 * The last sequence number handed to the publisher, per shard, kept on disk: after a restart the
 * pump resumes right after it, so an outbox item written while the runtime was down is still published.
 */
export interface Checkpoint {
  streamArn: string;
  shards: Record<string, string>;
}

/** Undefined when there is no file, or it belongs to another stream (the table was recreated). */
export async function loadCheckpoint(file: string, streamArn: string): Promise<Checkpoint | undefined> {
  if (!existsSync(file)) return undefined;
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as Partial<Checkpoint>;
    if (saved.streamArn !== streamArn || typeof saved.shards !== 'object' || saved.shards === null) return undefined;
    return { streamArn, shards: { ...saved.shards } };
  } catch {
    return undefined;
  }
}

/** Written to a temporary file and renamed, so a crash mid-write never leaves half a checkpoint. */
export async function saveCheckpoint(file: string, checkpoint: Checkpoint): Promise<void> {
  const temporary = `${file}.tmp`;
  await writeFile(temporary, JSON.stringify(checkpoint, null, 2));
  await rename(temporary, file);
}
