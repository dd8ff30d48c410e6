// rest-behaviour §0.3: a scheduled (`future`) item whose publication date has
// come is published before any request reads it; WordPress does this with cron.
import { nowUtc } from '../dates/format';
import type { PostTable } from './linked-kind';

export async function publishDuePosts(table: PostTable<unknown>): Promise<void> {
  const due = { status: 'future', dateUtc: { lte: nowUtc() } };
  // Look before writing: most requests find nothing due and should not take a write lock.
  if (await table.findFirst({ where: due })) {
    await table.updateMany({ where: due, data: { status: 'publish' } });
  }
}
