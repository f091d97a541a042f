import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataExportProcessor } from '../../src/export/data-export.processor';
import { Storage } from '../../src/storage/storage';
import { waitFor } from '../media/media-support';
import { deleteAndAwaitPurge } from '../auth/purge-support';
import { createMember, Member } from '../support/members';
import { http, startTestApp, TestApp } from '../support/test-app';

/** A data export that cannot be written, and the exports of a member whose account is purged. */
describe('data export: failures and purge', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;

  beforeAll(async () => {
    t = await startTestApp({ ACCOUNT_PURGE_DELAY_SECONDS: '1' });
    call = http(t.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  const exportsOf = async (who: Member) =>
    (await t.db.query<{ export_id: number; status: string; storage_key: string | null }>(`SELECT export_id, status, storage_key FROM data_exports WHERE user_id = $1 ORDER BY export_id`, [who.userId])).rows;

  it('marks an export failed when its last attempt fails, and the member may ask again at once', async () => {
    const cara = await createMember(t, { userName: 'Cara Failing' });
    // The request's job is not involved: the export is built here, as its last attempt would be.
    const { rows } = await t.db.query<{ export_id: number }>(`INSERT INTO data_exports (user_id) VALUES ($1) RETURNING export_id`, [cara.userId]);
    const exportId = rows[0].export_id;
    const storage = t.app.get(Storage);
    const put = jest.spyOn(storage, 'put').mockRejectedValue(new Error('disk full'));
    const processor = t.app.get(DataExportProcessor);
    try {
      // An earlier attempt: still pending, the queue tries again.
      await expect(processor.build({ exportId }, { attemptsMade: 0 })).rejects.toThrow('disk full');
      expect((await exportsOf(cara))[0].status).toBe('pending');
      expect((await call('POST', '/api/data/request-export', { token: cara.token })).status).toBe(429);
      // The last attempt: failed.
      await expect(processor.build({ exportId }, { attemptsMade: 4 })).rejects.toThrow('disk full');
    } finally {
      put.mockRestore();
    }
    expect(await exportsOf(cara)).toEqual([{ export_id: exportId, status: 'failed', storage_key: null }]);

    const again = await call<{ message: string }>('POST', '/api/data/request-export', { token: cara.token });
    expect(again.status).toBe(202);
    await t.mailbox.waitFor(cara.email, (m) => m.subject === 'Your Pen data is ready to download', 30_000);
    expect((await exportsOf(cara)).map((e) => e.status)).toEqual(['failed', 'ready']);
  });

  it("deletes a purged member's export files with the account", async () => {
    const dan = await createMember(t, { userName: 'Dan Leaving' });
    expect((await call('POST', '/api/data/request-export', { token: dan.token })).status).toBe(202);
    const key = await waitFor(async () => (await exportsOf(dan))[0]?.storage_key ?? undefined, 30_000, 'export ready');
    const file = join(t.settings.dataDir, key);
    expect(existsSync(file)).toBe(true);

    await deleteAndAwaitPurge(t, dan);
    await waitFor(async () => (existsSync(file) ? undefined : true), 10_000, 'export file deleted');
    expect((await t.db.query(`SELECT 1 FROM data_exports WHERE user_id = $1`, [dan.userId])).rows).toEqual([]);
  });
});
