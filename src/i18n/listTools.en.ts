// English labels of the list tools every list shares: the CSV export and the bulk actions.

/** app.export: the Export button of every list. */
export const exportEn = {
  button: 'Export',
  failed: 'The export failed: %{message}',
};

/** app.bulk: the buttons over selected rows (users, products, labour, orders). */
export const bulkEn = {
  status: 'Change status',
  status_title: 'Change the status of %{smart_count} row |||| Change the status of %{smart_count} rows',
  new_status: 'New status',
  apply: 'Apply',
  delete: 'Delete selected',
  confirm_delete: 'Delete',
  delete_title: 'Delete %{smart_count} row |||| Delete %{smart_count} rows',
  delete_content:
    'Are you sure you want to delete the selected row? |||| Are you sure you want to delete the %{smart_count} selected rows?',
  summary: '%{done} done, %{refused} refused',
  summary_reasons: '%{done} done, %{refused} refused: %{reasons}',
  statuses: {
    Active: 'Active',
    'In-Active': 'In-Active',
    Pending: 'Pending',
    Progress: 'Progress',
    Delivered: 'Delivered',
    Completed: 'Completed',
    Cancel: 'Cancel',
  },
};
