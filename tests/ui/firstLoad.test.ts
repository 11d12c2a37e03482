// What the sign-in screen's first load pulls in: the modules src/main.tsx imports statically,
// followed through relative imports (lazy screens, `import()`, stay out, as in the build). zod
// weighs about 30 KB gzip and the client validates nothing itself before the server does, so a
// schema module with zod rules must not enter that graph by way of a shared constant.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string) {
  const base = path.resolve(path.dirname(from), specifier);
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ext) => base + ext)
    .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  if (!found) throw new Error(`${specifier} from ${from} not found`);
  return found;
}

/** Every file and every package reached from `entry` through static imports, with who imported each package. */
function firstLoad(entry: string) {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) visit(resolve(file, specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(process.cwd(), file));
    }
  };
  visit(path.resolve(entry));
  return { files, packages };
}

it('keeps zod and the lazy screens out of the first load', () => {
  const { files, packages } = firstLoad('src/main.tsx');
  expect(files.size).toBeGreaterThan(20);
  expect(packages.get('react-admin')).toBeDefined();
  expect(packages.get('zod'), `zod is imported by ${packages.get('zod')}`).toBeUndefined();
});
