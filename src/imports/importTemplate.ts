import type { ImportDeclaration } from '../../schema/import';

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * A file with the list's headings and no rows, to fill in a spreadsheet. The byte order mark makes
 * spreadsheets read it as UTF-8, as the exports do (the server skips it).
 */
export const importTemplate = (declaration: ImportDeclaration) => ({
  blob: new Blob([`\uFEFF${declaration.columns.map((c) => cell(c.header)).join(',')}\r\n`], { type: 'text/csv;charset=utf-8' }),
  fileName: `${declaration.resource}-template.csv`,
});
