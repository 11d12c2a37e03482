// English labels of the CSV import (src/imports). The server's own texts (a file's problems, a
// row's errors) come as the server writes them and read in Hindi through its table.

/** app.imports: the list toolbar's Import button and the import page's steps. */
export const importsEn = {
  button: 'Import',
  title: 'Import %{name}',
  reopening: 'Opening the import…',
  steps: {
    label: 'Import steps',
    file: 'Choose file',
    preview: 'Check rows',
    running: 'Import',
    result: 'Result',
  },
  file: {
    heading: 'Choose a CSV file',
    intro:
      "The file's first line names its columns, in any order; columns this list does not know are ignored. A row naming a record the list already has changes it; the others are added. Nothing is saved before you confirm.",
    columns: 'Columns of the file',
    required: 'Required',
    optional: 'Optional',
    values_heading: 'What the columns hold',
    values: 'Values: %{values}.',
    template: 'Download template',
    drop: 'Drag a CSV file here, or',
    choose: 'Choose file',
    input: 'CSV file to import',
    not_csv: 'Choose a CSV file (its name ends in .csv).',
    sending: 'Uploading %{file}: %{percent}%',
    checking: 'Checking rows…',
  },
  /** What a column means, where its heading does not say it (schema/import.ts ImportColumn.meaning). */
  meanings: {
    delete_flag:
      'yes: the record can be deleted from its list; no: it cannot. Left blank, a new record can be deleted and a record the row changes keeps its setting.',
    is_type: 'It follows Account Type whatever the cell says (User: Buyer, Vendor: Seller, Labor: Labor), so the column may be left out.',
  },
  counts: {
    total: '%{count} row |||| %{count} rows',
    creates: '%{count} to add',
    updates: '%{count} to change',
    unchanged: '%{count} already as in the file',
    refused: '%{count} refused',
    created: '%{count} added',
    updated: '%{count} changed',
    left_unchanged: '%{count} already as in the file',
  },
  preview: {
    heading: 'Check the rows of %{file}',
    ignored: 'Ignored columns (this list has none of that name): %{columns}',
    blank_in_updates:
      'Rows that change a record leave these columns blank, and the import empties those fields: %{columns}. To keep what the records hold, leave the column out of the file.',
    errors_only: 'Only rows with errors',
    table: 'Rows of the file',
    row: 'Row',
    action: 'Action',
    empty_cell: 'empty',
    no_errors: 'No row has errors.',
    load_error: 'The rows could not be loaded: %{message}',
    retry: 'Retry',
    fix: 'Fix row %{line}',
    edit: 'Edit row %{line}',
    run: 'Import %{count} valid row |||| Import %{count} valid rows',
    download_refused: 'Download refused rows',
    download_failed: 'The download failed: %{message}',
    discard: 'Discard',
  },
  actions: {
    create: 'New',
    update: 'Update',
    same: 'No change',
    refused: 'Refused',
  },
  confirm: {
    title: 'Import %{count} row? |||| Import %{count} rows?',
    content: '%{creates} will be added and %{updates} changed. The %{refused} refused are skipped; you can download them to fix.',
    content_unchanged:
      '%{creates} to add, %{updates} to change, %{unchanged} with no change (already as in the file). The %{refused} refused are skipped; you can download them to fix.',
    confirm: 'Import',
  },
  discard: {
    title: 'Discard %{file}?',
    content: 'Its rows and the fixes made here are dropped, and nothing is imported.',
    confirm: 'Discard',
  },
  dialog: {
    title: 'Fix row %{line}',
    edit_title: 'Edit row %{line}',
    intro: 'Change the cells and check the row again; the file itself is not changed.',
    save: 'Check again',
    cancel: 'Cancel',
    fixed: 'Row %{line} is ready to import.',
  },
  running: {
    heading: 'Importing…',
    count: '%{done} of %{total} rows',
    hint: 'The rows are written together: if anything fails, nothing is changed.',
  },
  result: {
    heading: 'Import done',
    refused_hint: 'Refused rows were not imported. Download them, fix them and import that file.',
    back: 'Back to the list',
    another: 'Import another file',
  },
};
