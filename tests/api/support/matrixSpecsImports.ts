import { expect } from 'vitest';
import { db, other, unique, world, type Account, type CallSpec } from './matrixWorld';

// Importing products: an account uploads, previews, mends and runs its own imports only; another
// account's import is "not found", as an unknown id.

const encode = (text: string) => new TextEncoder().encode(text);

/** A product file of one line, naming the matrix's category, sub-category and unit by id. */
const productFile = () =>
  encode(
    'Name,Category,Sub Category,Unit,Unit Price,Status,Latitude,Longitude\r\n' +
      `${unique('Matrix import')},${world.category},${world.subCategory},${world.unit},10,Active,28.6,77.2\r\n`,
  );

/** A checked import of `ownerId` holding one line, made in SQL apart from the server. */
async function insertImport(ownerId: string) {
  const { id } = await db()
    .insertInto('imports')
    .values({ user_id: ownerId, resource: 'products', file_name: 'matrix.csv', status: 'checked', headers: JSON.stringify(['Name']) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('import_rows')
    .values({ import_id: id, line: 2, cells: JSON.stringify({ Name: '' }), errors: JSON.stringify({ Name: ['Name is required'] }) })
    .execute();
  return id;
}

const ownerOf = async (id: string) => (await db().selectFrom('imports').select('user_id').where('id', '=', id).executeTakeFirst())?.user_id;

const onOwnImport = (body: (id: string) => object, own: CallSpec['own'] = () => undefined): CallSpec => ({
  request: async (who: Account) => ({ body: body(await insertImport(who.id)) }),
  own,
  others: async () => {
    const id = await insertImport(other.Vendor.id);
    return { body: body(id), foreignId: id };
  },
});

export const importSpecs = (): [string, CallSpec][] => [
  [
    'POST /api/import-upload',
    {
      request: () => ({ form: { fields: { resource: 'products' }, files: [['file', productFile(), 'products.csv']] } }),
      own: async (reply, who) => {
        expect(reply.body.data.valid).toBe(1);
        expect(await ownerOf(reply.body.data.id)).toBe(who.id);
      },
    },
  ],
  [
    'POST /api/import-one',
    onOwnImport(
      (id) => ({ id }),
      (reply) => expect(reply.body.data.refused).toBe(1),
    ),
  ],
  [
    'POST /api/import-rows',
    onOwnImport(
      (id) => ({ id }),
      (reply) => expect(reply.body.data).toHaveLength(1),
    ),
  ],
  [
    'POST /api/import-row-update',
    onOwnImport(
      (id) => ({ id, line: 2, values: { Name: 'Mended' } }),
      (reply) => expect(reply.body.data.row.values.Name).toBe('Mended'),
    ),
  ],
  [
    'POST /api/import-run',
    onOwnImport(
      (id) => ({ id }),
      (reply) => expect(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)).toContain('"status":200'),
    ),
  ],
  [
    'POST /api/import-refused',
    onOwnImport(
      (id) => ({ id }),
      (reply) => expect(String(reply.body)).toContain('Name is required'),
    ),
  ],
  [
    'POST /api/import-discard',
    onOwnImport(
      (id) => ({ id }),
      async (reply) => expect(reply.status).toBe(200),
    ),
  ],
];
