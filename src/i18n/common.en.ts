// Labels every resource's list repeats.
export const rowActionsEn = {
  actions: 'Actions',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  status_of: 'Status of %{name}',
};

export const deleteInfoEn = {
  title: 'Delete',
  content: 'Are you sure you want to delete this info?',
  yes: 'Yes',
};
