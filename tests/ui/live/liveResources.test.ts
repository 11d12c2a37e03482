import { describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../schema';
import { AUDIT_RESOURCES } from '../../../schema/audit';
import { resourceOfSubject } from '../../../src/providers/resources';

describe('the resource a live change names', () => {
  it('is the screen of each subject with records, lookups included; mail has none', () => {
    const mapped = Object.fromEntries(AUDIT_RESOURCES.map((subject) => [subject, resourceOfSubject(subject)]));
    expect(mapped).toEqual({
      user: 'users',
      role: 'roles',
      product: 'products',
      labor: 'labour',
      order: 'orders',
      review: 'reviews',
      bookmark: 'bookmarks',
      ...Object.fromEntries(ENTITIES.map((entity) => [entity.subject, entity.resource])),
      mail: undefined,
    });
  });
});
