import { describe, expect, it } from 'vitest';
import { api, buyer, entryCount, staff, superAdmin } from './audit';
import { marketDayOf } from '../../../schema/marketDay';

// Reading the log: who may, its order, its filters and their messages, and the user filter's choices;
// run by tests/api/audit.test.ts after the writes it records.
export function describeAuditList() {
  describe('audit-list', () => {
    it('is for the Super Admin only', async () => {
      expect((await api.post('/api/audit-list', {})).status).toBe(401);
      expect((await api.post('/api/audit-list', {}, staff.token)).body).toEqual({ status: 403, message: 'This action is unauthorized.' });
      expect((await api.post('/api/audit-list', {}, buyer.token)).status).toBe(403);
      expect((await api.post('/api/dropdown-audit-user-list', {})).status).toBe(401);
      expect((await api.post('/api/dropdown-audit-user-list', {}, staff.token)).status).toBe(403);
    });

    it('lists entries newest first with who, what and the values', async () => {
      const reply = await api.post('/api/audit-list', { page: 1, perPage: 25 }, superAdmin.token);
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Audit log retrieved successfully.');
      const { data, total } = reply.body.data;
      expect(total).toBe(await entryCount());
      expect(data[0]).toMatchObject({
        id: expect.any(String),
        at: expect.any(String),
        resource: expect.any(String),
        record_id: expect.any(String),
        action: expect.any(String),
      });
      for (let i = 1; i < data.length; i++) expect(new Date(data[i - 1].at) >= new Date(data[i].at)).toBe(true);
      const staffEntry = data.find((e: { user: { uuid: string } | null }) => e.user?.uuid === staff.id);
      expect(staffEntry.user).toEqual({ uuid: staff.id, name: 'Test User' });
      expect(data.some((e: { user: unknown }) => e.user === null)).toBe(true);
    });

    it('filters by user, resource and dates, and pages', async () => {
      const byStaff = await api.post('/api/audit-list', { user_id: staff.id, perPage: -1 }, superAdmin.token);
      expect(byStaff.body.data.total).toBeGreaterThan(0);
      expect(byStaff.body.data.data.every((e: { user: { uuid: string } }) => e.user.uuid === staff.id)).toBe(true);

      const units = await api.post('/api/audit-list', { resource: 'unit', perPage: -1 }, superAdmin.token);
      expect(units.body.data.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
      expect((await api.post('/api/audit-list', { resource: 'All', user_id: '' }, superAdmin.token)).body.data.total).toBe(
        await entryCount(),
      );

      const today = marketDayOf();
      const tomorrow = marketDayOf(Date.now() + 86_400_000);
      expect((await api.post('/api/audit-list', { date_from: today, date_to: tomorrow }, superAdmin.token)).body.data.total).toBe(
        await entryCount(),
      );
      expect((await api.post('/api/audit-list', { date_from: tomorrow }, superAdmin.token)).body.data.total).toBe(0);
      expect((await api.post('/api/audit-list', { date_to: '2020-01-01' }, superAdmin.token)).body.data.total).toBe(0);

      const all = (await api.post('/api/audit-list', { perPage: -1 }, superAdmin.token)).body.data.data;
      const page2 = (await api.post('/api/audit-list', { page: 2, perPage: 2 }, superAdmin.token)).body.data;
      expect(page2).toMatchObject({ current_page: 2, per_page: 2, from: 3, to: 4, last_page: Math.ceil(all.length / 2) });
      expect(page2.data.map((e: { id: string }) => e.id)).toEqual(all.slice(2, 4).map((e: { id: string }) => e.id));
    });

    it('answers each bad filter with its message', async () => {
      const reply = await api.post(
        '/api/audit-list',
        { user_id: 'me', resource: 'roles', date_from: '23/11/2026', date_to: 'tomorrow', page: 0 },
        superAdmin.token,
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({
        page: ['The page must be at least 1.'],
        user_id: ['The user id must be a valid id.'],
        resource: [
          'The resource must be one of: user, role, product, labor, order, review, bookmark, category, sub-category, country, state, city, unit, tax, mail.',
        ],
        date_from: ['The date from must be a date (YYYY-MM-DD).'],
        date_to: ['The date to must be a date (YYYY-MM-DD).'],
      });
      // Year 0 is well formed, and no day the database knows.
      const yearZero = await api.post('/api/audit-list', { date_from: '0000-01-01' }, superAdmin.token);
      expect(yearZero.body).toMatchObject({ status: 422, errors: { date_from: ['The date from must be a date (YYYY-MM-DD).'] } });
      const order = await api.post('/api/audit-list', { date_from: '2026-05-02', date_to: '2026-05-01' }, superAdmin.token);
      expect(order.body).toMatchObject({ status: 422, errors: { date_to: ['The date to must be a date after or equal to date from.'] } });
      const notJson = await api.raw('/api/audit-list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${superAdmin.token}` },
        body: '{',
      });
      expect(notJson.status).toBe(400);
    });

    it('offers the accounts that appear in the log as the user filter', async () => {
      const reply = await api.post('/api/dropdown-audit-user-list', {}, superAdmin.token);
      expect(reply.status).toBe(200);
      const ids = reply.body.data.map((u: { uuid: string }) => u.uuid);
      expect(ids).toEqual(expect.arrayContaining([superAdmin.id, staff.id, buyer.id]));
      const actors = await api.database.db
        .selectFrom('audit_log')
        .select('actor_id')
        .distinct()
        .where('actor_id', 'is not', null)
        .execute();
      expect(ids).toHaveLength(actors.length);
    });
  });
}
