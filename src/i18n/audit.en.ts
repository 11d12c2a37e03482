import type { AuditAction } from '../../schema/audit';
// Labels of the Audit screen (src/resources/audit), under resources.audit.
export const auditEn = {
  name: 'Audit Entry |||| Audit Log',
  list_title: 'Audit Log',
  empty: 'No changes recorded yet.',
  no_match: 'No change matches the filters.',
  not_a_day: 'Not a date: the list keeps the day before',
  range_reversed: 'The end date must be on or after the start date: the list keeps the day before',
  select_all: 'All',
  system: 'Anonymous / system',
  feedback_label: '%{product}, by %{author}',
  /** An entry's line on a phone: 'Quintals: Updated'. */
  line: '%{record}: %{action}',
  detail: {
    record: 'Record: %{name} (id %{id})',
    user: 'User: %{name} (id %{id})',
  },
  fields: {
    at: 'When',
    user_id: 'User',
    resource: 'Resource',
    record_id: 'Record',
    action: 'Action',
    date_from: 'From',
    date_to: 'To',
  },
  changes: {
    title: 'Changes',
    field: 'Field',
    before: 'Before',
    after: 'After',
    none: 'No field changed.',
    /** A field of one of the record's parts: 'Address: Pin Code'. */
    part_field: '%{part}: %{field}',
    /** One of several parts: 'Images 2'. */
    numbered: '%{part} %{number}',
  },
  actions: {
    create: 'Created',
    update: 'Updated',
    delete: 'Deleted',
    status: 'Status changed',
    import: 'Imported',
  } satisfies Record<AuditAction, string>,
  resources: {
    user: 'User',
    role: 'Role',
    product: 'Product',
    labor: 'Labour',
    order: 'Order',
    review: 'Review',
    bookmark: 'Bookmark',
    category: 'Category',
    'sub-category': 'Sub Category',
    country: 'Country',
    state: 'State',
    city: 'City',
    unit: 'Unit',
    tax: 'Tax',
    mail: 'Mail',
  },
};
