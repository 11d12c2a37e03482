import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Layers only point down: resources -> registry -> db/http/auth/audit/uploads -> schema.
// A shared piece that a lower layer needs moves down instead of being imported from above.

const ROOT = path.resolve(__dirname, '../..');

interface Rule {
  /** Folders (from the repository root) whose files the rule constrains. */
  from: readonly string[];
  /** Folders those files may not import from. */
  banned: readonly string[];
}

const RULES: readonly Rule[] = [
  { from: ['server/db', 'server/http', 'server/auth', 'server/audit', 'server/uploads'], banned: ['server/resources', 'server/registry'] },
  { from: ['server/registry'], banned: ['server/resources'] },
  { from: ['src/common', 'src/providers'], banned: ['src/resources'] },
  { from: ['schema'], banned: ['server', 'src'] },
];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function filesUnder(dir: string): string[] {
  const full = path.join(ROOT, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    if (!entry.isFile() || !SOURCE.test(entry.name)) return [];
    return [path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')];
  });
}

/** Every relative module a file names: static imports, re-exports and dynamic import(). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers
    .filter((s) => s.startsWith('.'))
    .map((s) =>
      path
        .relative(ROOT, path.resolve(path.dirname(path.join(ROOT, file)), s))
        .split(path.sep)
        .join('/'),
    );
}

const inside = (file: string, dir: string) => file === dir || file.startsWith(`${dir}/`);

function violations(): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    for (const file of rule.from.flatMap(filesUnder)) {
      for (const target of importsOf(file)) {
        if (rule.banned.some((dir) => inside(target, dir))) found.push(`${file} -> ${target}`);
      }
    }
  }
  return found.sort();
}

it('has no import that points up a layer', () => {
  expect(violations()).toEqual([]);
});

it('reads the imports it checks', () => {
  // The check above would pass on a tree it cannot read; these imports are known to exist.
  expect(importsOf('server/db/counters.ts')).toContain('server/db/paging');
  expect(importsOf('server/resources/users/queries.ts')).toContain('server/auth/presentUser');
  expect(filesUnder('schema').length).toBeGreaterThan(5);
});
