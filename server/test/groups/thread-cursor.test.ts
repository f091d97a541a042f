import { createMember, Member } from '../support/members';
import { http, TestApp } from '../support/test-app';
import { startGroupsApp } from './fixtures';

/** A group thread cursor naming an instant PostgreSQL refuses is a bad cursor (400), not a server error (#27 fuzz finding). */
describe('Group thread cursor with an impossible instant', () => {
  let t: TestApp;
  let call: ReturnType<typeof http>;
  let host: Member;
  let groupId: number;

  beforeAll(async () => {
    t = await startGroupsApp();
    call = http(t.url);
    host = await createMember(t);
    const res = await call<{ groupId: number }>('POST', '/api/groups/create-group', { token: host.token, body: { groupTitle: 'Cursor group', description: 'Paging' } });
    groupId = res.body.groupId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['a day February does not have', '2024-02-30T00:00:00.000000Z|1'],
    ['year 0', '0000-01-01T00:00:00.000000Z|1'],
    ['hour 24', '2024-01-01T24:00:00.000000Z|1'],
  ])('answers 400 Invalid cursor for %s', async (_label, position) => {
    const cursor = Buffer.from(position, 'utf8').toString('base64url');
    const res = await call('GET', `/api/groups/group/${groupId}?cursor=${cursor}`, { token: host.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Invalid cursor', error: 'Bad Request' });
  });
});
