// Seller and labourer approval: a self-registered Vendor or Labor account prepares listings that go
// live only once staff approve it (schema/approval.ts, server/resources/approval).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES } from '../../schema/approval';
import { readOutbox, waitForOutbox } from '../fixtures/outbox';
import { api, applicant, approvalOf, buyer, listing, product, registration, staff, startApprovalApi } from './support/approval';
import { changeOf, openLive } from './support/live';

beforeAll(startApprovalApi);
afterAll(async () => api?.close());

const productStatus = async (id: string) =>
  (await api.database.db.selectFrom('products').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const labourStatus = async (id: string) =>
  (await api.database.db.selectFrom('labours').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const auditOf = (userId: string) =>
  api.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_id', '=', userId)
    .where('action', '=', 'status')
    .orderBy('at', 'desc')
    .execute();

describe('registering', () => {
  it('leaves a self-registered seller and labourer Pending, but able to sign in', async () => {
    for (const type of ['Vendor', 'Labor'] as const) {
      const who = await applicant(type);
      expect(await approvalOf(who.id)).toMatchObject({ approval_status: 'Pending', approval_reason: null });
      const me = await api.post('/api/single-user-info', { user_id: who.id }, who.token);
      expect(me.body.data.approval_status).toBe('Pending');
    }
  });

  it('approves a buyer at once, and every account staff make', async () => {
    const user = await applicant('User');
    expect((await approvalOf(user.id)).approval_status).toBe('Approved');
    const roles = (await api.post('/api/dropdown-role-list', {}, staff.token)).body.data as { id: string; name: string }[];
    const made = await api.form(
      '/api/user-create',
      {
        ...registration('Vendor'),
        role_id: roles.find((r) => r.name === 'Vendor')!.id,
        phone_code: '91',
      },
      [],
      staff.token,
    );
    expect(made.status).toBe(200);
    expect(made.body.data.approval_status).toBe('Approved');
  });
});

describe('listings of an account awaiting approval', () => {
  it('saves a product In-Active whatever it asks, and refuses to switch it on', async () => {
    const seller = await applicant('Vendor');
    const created = await api.form('/api/product-create', product(), [], seller.token);
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('In-Active');
    const id = created.body.data.id as string;
    const updated = await api.form('/api/product-update', product({ product_id: id, status: 'Active' }), [], seller.token);
    expect(updated.body.data.status).toBe('In-Active');
    const on = await api.post('/api/product-update-status', { product_id: id, status: 'Active' }, seller.token);
    expect(on.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.listingAwaitsApproval });
    // Staff cannot put it live for the account either, and are told whose approval it waits for.
    const byStaff = await api.post('/api/product-update-status', { product_id: id, status: 'Active' }, staff.token);
    expect(byStaff.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.ownerAwaitsApproval });
    const staffBulk = await api.post('/api/product-bulk-status', { ids: [id], status: 'Active' }, staff.token);
    expect(staffBulk.body.data.refused).toEqual([{ id, status: 409, reason: APPROVAL_MESSAGES.ownerAwaitsApproval }]);
    // Switching it off is always allowed.
    expect((await api.post('/api/product-update-status', { product_id: id, status: 'In-Active' }, seller.token)).status).toBe(200);
    const bulk = await api.post('/api/product-bulk-status', { ids: [id], status: 'Active' }, seller.token);
    expect(bulk.body.data.refused).toEqual([{ id, status: 409, reason: APPROVAL_MESSAGES.listingAwaitsApproval }]);
    expect(await productStatus(id)).toBe('In-Active');
  });

  it('says so in Hindi too', async () => {
    const seller = await applicant('Vendor');
    const id = (await api.form('/api/product-create', product(), [], seller.token)).body.data.id;
    const reply = await api.raw('/api/product-update-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${seller.token}`, 'accept-language': 'hi' },
      body: JSON.stringify({ product_id: id, status: 'Active' }),
    });
    expect(reply.status).toBe(409);
    expect(reply.body.message).toMatch(/स्वीकृति/);
  });

  it('saves a labour listing In-Active and refuses to switch it on', async () => {
    const worker = await applicant('Labor');
    const created = await api.form('/api/labor-create', listing(), [], worker.token);
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('In-Active');
    const on = await api.post('/api/labour-update-status', { labour_id: created.body.data.id, status: 'Active' }, worker.token);
    expect(on.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.listingAwaitsApproval });
  });

  it('leaves the listings of approved accounts as asked', async () => {
    const vendor = await api.createUser({ email: 'approved.vendor@test.local', role: 'Vendor' });
    const token = await api.login(vendor.email!, vendor.password);
    expect((await api.form('/api/product-create', product({ name: 'Okra' }), [], token)).body.data.status).toBe('Active');
  });
});

describe('the approval queue', () => {
  it('lists the accounts awaiting approval, with the count on the dashboard', async () => {
    const waiting = await applicant('Vendor');
    const queue = await api.post('/api/user-list', { approval: 'Pending', perPage: 100 }, staff.token);
    const rows = queue.body.data.data as { uuid: string; approval_status: string }[];
    expect(rows.map((r) => r.uuid)).toContain(waiting.id);
    expect(rows.every((r) => r.approval_status === 'Pending')).toBe(true);
    expect(queue.body.data.total).toBe(rows.length);
    const cards = await api.get('/api/card-dashboard-count', staff.token);
    expect(cards.body.data.approvals_pending).toBe(rows.length);
    // A seller sees no queue (the figure is not in its reply), but its own approval.
    const own = (await api.get('/api/card-dashboard-count', waiting.token)).body.data;
    expect(own).toMatchObject({ approval: { approval_status: 'Pending', approval_reason: null } });
    expect(own).not.toHaveProperty('approvals_pending');
  });

  it('refuses an unknown approval filter', async () => {
    const reply = await api.post('/api/user-list', { approval: 'Maybe' }, staff.token);
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ approval: [APPROVAL_MESSAGES.filter] });
  });
});

describe('user-approve', () => {
  it('approves, puts the prepared listings live, writes the audit and mails the applicant', async () => {
    const seller = await applicant('Vendor');
    const id = (await api.form('/api/product-create', product({ name: 'Brinjal' }), [], seller.token)).body.data.id;
    const before = readOutbox(api.settings.outboxDir).length;
    const reply = await api.post('/api/user-approve', { user_id: seller.id }, staff.token);
    expect(reply.body).toEqual({
      status: 200,
      message: 'Account approved successfully',
      data: { uuid: seller.id, approval_status: 'Approved', approval_reason: null },
    });
    expect(await productStatus(id)).toBe('Active');
    expect(await approvalOf(seller.id)).toMatchObject({ approval_status: 'Approved' });
    const row = await api.database.db
      .selectFrom('users')
      .select(['approval_decided_by', 'approval_decided_at'])
      .where('id', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(row.approval_decided_by).toBe(staff.id);
    expect(row.approval_decided_at).toBeInstanceOf(Date);
    const [entry] = await auditOf(seller.id);
    expect(entry).toMatchObject({ actor_id: staff.id, resource: 'user' });
    expect(entry.after).toMatchObject({ approval_status: 'Approved' });
    const mail = (await waitForOutbox(api.settings.outboxDir, before + 1)).at(-1)!;
    expect(mail).toContain(`To: ${seller.email}`);
    expect(mail).toContain('Your Mandi account has been approved');
    // Live now, the seller switches its listings as it likes.
    expect((await api.post('/api/product-update-status', { product_id: id, status: 'In-Active' }, seller.token)).status).toBe(200);
    expect((await api.post('/api/product-update-status', { product_id: id, status: 'Active' }, seller.token)).status).toBe(200);
  });

  it('puts a labourer live too', async () => {
    const worker = await applicant('Labor');
    const id = (await api.form('/api/labor-create', listing({ phone: '9876509999' }), [], worker.token)).body.data.id;
    expect((await api.post('/api/user-approve', { user_id: worker.id }, staff.token)).status).toBe(200);
    expect(await labourStatus(id)).toBe('Active');
  });

  it('moves the versions of the account and its listings past the ones a form read, whatever the clock says', async () => {
    const seller = await applicant('Vendor');
    const id = (await api.form('/api/product-create', product({ name: 'Cluster beans' }), [], seller.token)).body.data.id as string;
    // Versions written by a process whose clock runs ahead: the approval's own must still be later.
    const ahead = new Date(Date.now() + 3_600_000);
    await api.database.db.updateTable('users').set({ updated_at: ahead }).where('id', '=', seller.id).execute();
    await api.database.db.updateTable('products').set({ updated_at: ahead }).where('id', '=', id).execute();
    expect((await api.post('/api/user-approve', { user_id: seller.id }, staff.token)).status).toBe(200);
    const versionOf = async (table: 'users' | 'products', rowId: string) =>
      (await api.database.db.selectFrom(table).select('updated_at').where('id', '=', rowId).executeTakeFirstOrThrow()).updated_at;
    expect((await versionOf('users', seller.id)).getTime()).toBeGreaterThan(ahead.getTime());
    expect((await versionOf('products', id)).getTime()).toBeGreaterThan(ahead.getTime());
  });

  it("logs each listing it puts live as that listing's status change by the approving staff", async () => {
    const seller = await applicant('Vendor');
    const ids = [
      (await api.form('/api/product-create', product({ name: 'Okra' }), [], seller.token)).body.data.id as string,
      (await api.form('/api/product-create', product({ name: 'Radish' }), [], seller.token)).body.data.id as string,
    ];
    expect((await api.post('/api/user-approve', { user_id: seller.id }, staff.token)).status).toBe(200);
    for (const id of ids) {
      const entries = await auditOf(id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_id: staff.id,
        resource: 'product',
        before: { status: 'In-Active' },
        after: { status: 'Active' },
      });
    }
  });

  it('answers 409 for an account already approved', async () => {
    const reply = await api.post('/api/user-approve', { user_id: buyer.id }, staff.token);
    expect(reply.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.alreadyApproved });
  });

  it('refuses anonymous callers, accounts without user_edit, oneself, unknown ids and bad ids', async () => {
    const seller = await applicant('Vendor');
    expect((await api.post('/api/user-approve', { user_id: seller.id })).status).toBe(401);
    expect((await api.post('/api/user-approve', { user_id: seller.id }, seller.token)).status).toBe(403);
    expect((await api.post('/api/user-approve', { user_id: seller.id }, buyer.token)).status).toBe(403);
    expect((await api.post('/api/user-approve', { user_id: staff.id }, staff.token)).status).toBe(403);
    expect((await api.post('/api/user-approve', { user_id: randomUUID() }, staff.token)).body).toEqual({
      status: 404,
      message: 'User not found',
    });
    const bad = await api.post('/api/user-approve', { user_id: 'nope' }, staff.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ user_id: ['The user id must be a valid id.'] });
    expect((await approvalOf(seller.id)).approval_status).toBe('Pending');
  });
});

describe('user-reject', () => {
  it('requires a reason', async () => {
    const seller = await applicant('Vendor');
    for (const reason of [undefined, '', '   ']) {
      const reply = await api.post('/api/user-reject', { user_id: seller.id, reason }, staff.token);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ reason: [APPROVAL_MESSAGES.reasonRequired] });
    }
    const long = await api.post('/api/user-reject', { user_id: seller.id, reason: 'x'.repeat(501) }, staff.token);
    expect(long.body.errors).toEqual({ reason: [APPROVAL_MESSAGES.reasonTooLong] });
    expect((await approvalOf(seller.id)).approval_status).toBe('Pending');
  });

  it('rejects with the reason: shown on the account, audited, mailed; its listings stay off', async () => {
    const seller = await applicant('Vendor');
    const id = (await api.form('/api/product-create', product({ name: 'Radish' }), [], seller.token)).body.data.id;
    const before = readOutbox(api.settings.outboxDir).length;
    const reason = 'The shop address could not be verified.';
    const reply = await api.post('/api/user-reject', { user_id: seller.id, reason }, staff.token);
    expect(reply.body).toEqual({
      status: 200,
      message: 'Account rejected successfully',
      data: { uuid: seller.id, approval_status: 'Rejected', approval_reason: reason },
    });
    expect(await approvalOf(seller.id)).toMatchObject({ approval_status: 'Rejected', approval_reason: reason });
    const listed = await api.post('/api/user-list', { approval: 'Rejected', search: seller.email }, staff.token);
    expect(listed.body.data.data[0]).toMatchObject({ approval_status: 'Rejected', approval_reason: reason });
    const [entry] = await auditOf(seller.id);
    expect(entry.after).toMatchObject({ approval_status: 'Rejected', approval_reason: reason });
    const mail = (await waitForOutbox(api.settings.outboxDir, before + 1)).at(-1)!;
    expect(mail).toContain('Your Mandi account was not approved');
    expect(mail).toContain(reason);
    const on = await api.post('/api/product-update-status', { product_id: id, status: 'Active' }, seller.token);
    expect(on.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.listingRejected });
    const byStaff = await api.post('/api/product-update-status', { product_id: id, status: 'Active' }, staff.token);
    expect(byStaff.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.ownerRejected });
    expect(await productStatus(id)).toBe('In-Active');
    // Rejected again: 409; staff may still change their mind and approve.
    expect((await api.post('/api/user-reject', { user_id: seller.id, reason }, staff.token)).body).toEqual({
      status: 409,
      message: APPROVAL_MESSAGES.alreadyRejected,
    });
    expect((await api.post('/api/user-approve', { user_id: seller.id }, staff.token)).status).toBe(200);
    expect(await productStatus(id)).toBe('Active');
    expect((await approvalOf(seller.id)).approval_reason).toBeNull();
  });

  it("keeps a rejected account's listings off while the account is deleted, so its restore brings none back live", async () => {
    const seller = await applicant('Vendor');
    const worker = await applicant('Labor');
    const id = (await api.form('/api/product-create', product({ name: 'Okra' }), [], seller.token)).body.data.id as string;
    const labourId = (await api.form('/api/labor-create', listing(), [], worker.token)).body.data.id as string;
    for (const account of [seller, worker]) {
      expect((await api.post('/api/user-reject', { user_id: account.id, reason: 'Not verified.' }, staff.token)).status).toBe(200);
      expect((await api.post('/api/user-delete', { user_id: account.id, delete_type: 'Delete' }, staff.token)).status).toBe(200);
    }
    const on = await api.post('/api/product-update-status', { product_id: id, status: 'Active' }, staff.token);
    expect(on.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.ownerRejected });
    const bulk = await api.post('/api/product-bulk-status', { ids: [id], status: 'Active' }, staff.token);
    expect(bulk.body.data.refused).toEqual([{ id, status: 409, reason: APPROVAL_MESSAGES.ownerRejected }]);
    const saved = await api.form('/api/product-update', product({ product_id: id, name: 'Okra', status: 'Active' }), [], staff.token);
    expect(saved.body.data.status).toBe('In-Active');
    const labourOn = await api.post('/api/labour-update-status', { labour_id: labourId, status: 'Active' }, staff.token);
    expect(labourOn.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.ownerRejected });
    for (const account of [seller, worker])
      expect((await api.post('/api/user-delete', { user_id: account.id, delete_type: 'Restore' }, staff.token)).status).toBe(200);
    expect(await approvalOf(seller.id)).toMatchObject({ approval_status: 'Rejected' });
    expect(await productStatus(id)).toBe('In-Active');
    expect(await labourStatus(labourId)).toBe('In-Active');
  });

  it('answers 409 for an approved account', async () => {
    const reply = await api.post('/api/user-reject', { user_id: buyer.id, reason: 'No.' }, staff.token);
    expect(reply.body).toEqual({ status: 409, message: APPROVAL_MESSAGES.alreadyApproved });
  });

  it('refuses anonymous callers, accounts without user_edit, unknown ids and bad ids', async () => {
    const seller = await applicant('Labor');
    const body = { user_id: seller.id, reason: 'No.' };
    expect((await api.post('/api/user-reject', body)).status).toBe(401);
    expect((await api.post('/api/user-reject', body, seller.token)).status).toBe(403);
    expect((await api.post('/api/user-reject', body, buyer.token)).status).toBe(403);
    expect((await api.post('/api/user-reject', { ...body, user_id: randomUUID() }, staff.token)).status).toBe(404);
    expect((await api.post('/api/user-reject', { ...body, user_id: 'nope' }, staff.token)).status).toBe(422);
    expect((await approvalOf(seller.id)).approval_status).toBe('Pending');
  });
});

describe('two staff deciding at once', () => {
  // Approving a rejected account is allowed (staff reconsider), so a rejection that lands first
  // and an approval after it both succeed, as they would one after the other. What cannot happen
  // is a decision made on a state that is gone: a rejection of an approved account, or a
  // rejected account with live listings.
  it('decides each in turn: a rejection after an approval is refused, never a rejected account with live listings', async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await applicant('Vendor');
      const id = (await api.form('/api/product-create', product(), [], seller.token)).body.data.id as string;
      const [approve, reject] = await Promise.all([
        api.post('/api/user-approve', { user_id: seller.id }, staff.token),
        api.post('/api/user-reject', { user_id: seller.id, reason: 'No shop address.' }, staff.token),
      ]);
      expect(approve.status).toBe(200);
      expect([200, 409]).toContain(reject.status);
      const { approval_status } = await approvalOf(seller.id);
      expect(approval_status).toBe('Approved');
      expect(await productStatus(id)).toBe('Active');
      expect(await auditOf(seller.id)).toHaveLength(reject.status === 200 ? 2 : 1);
    }
  });
});

describe('a listing saved while staff approve its owner', () => {
  it.skipIf(process.env.TEST_DB_KIND !== 'postgres')('goes live with the others, never left off by the approval it crossed', async () => {
    const seller = await applicant('Vendor');
    let saved: Promise<{ status: number; body: { data: { id: string } } }> | undefined;
    // The approval holds the account's row while the seller saves, as two requests at once would.
    await api.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ approval_status: 'Approved' }).where('id', '=', seller.id).execute();
      await trx.updateTable('products').set({ status: 'Active' }).where('user_id', '=', seller.id).execute();
      saved = api.form('/api/product-create', product({ name: 'Crossing' }), [], seller.token);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const reply = await saved!;
    expect(reply.status).toBe(200);
    expect(await productStatus(reply.body.data.id)).toBe('Active');
  });
});

describe("an applicant's live stream", () => {
  it("tells the account staff's decision on it, as a change of its own account; another applicant hears nothing of it", async () => {
    const [approved, rejected] = [await applicant('Vendor'), await applicant('Labor')];
    const streams = await Promise.all([openLive(api.url, approved.token), openLive(api.url, rejected.token)]);
    try {
      for (const stream of streams) await stream.until((e) => e.id !== undefined);
      const [hearsApproved, hearsRejected] = streams;
      expect((await api.post('/api/user-approve', { user_id: approved.id }, staff.token)).status).toBe(200);
      expect((await api.post('/api/user-reject', { user_id: rejected.id, reason: 'No work history given.' }, staff.token)).status).toBe(
        200,
      );
      expect(JSON.parse((await hearsApproved.until(changeOf(approved.id))).data!)).toMatchObject({ subject: 'user', action: 'update' });
      expect(JSON.parse((await hearsRejected.until(changeOf(rejected.id))).data!)).toMatchObject({ subject: 'user', action: 'update' });
      expect((await hearsApproved.settle()).map((c) => c.record_id)).not.toContain(rejected.id);
      expect(hearsRejected.changes().map((c) => c.record_id)).not.toContain(approved.id);
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
