// Live updates (src/live): what others changed while a screen was open.
export const liveEn = {
  new_records: 'New records',
  show: 'Show',
  new: {
    order: '%{smart_count} new order |||| %{smart_count} new orders',
  },
  deleted: '%{name} deleted this record at %{at}.',
  deleted_unknown: 'This record was deleted at %{at}.',
  deleted_elsewhere: 'You deleted this record in another tab or window at %{at}.',
};
