// Rewrites the matrix in docs/permissions.md from tests/api/support/permissionMatrix.ts:
//   node --import tsx tests/api/support/writePermissionMatrix.ts
import fs from 'node:fs';
import { MATRIX_END, MATRIX_START, matrixInDoc, renderPermissionMatrix } from './permissionMatrix';

const file = new URL('../../../docs/permissions.md', import.meta.url);
const doc = fs.readFileSync(file, 'utf8');
if (matrixInDoc(doc) === undefined) throw new Error(`docs/permissions.md has no ${MATRIX_START} ... ${MATRIX_END} block`);
const start = doc.indexOf(MATRIX_START) + MATRIX_START.length;
fs.writeFileSync(file, `${doc.slice(0, start)}\n${renderPermissionMatrix()}\n${doc.slice(doc.indexOf(MATRIX_END))}`);
