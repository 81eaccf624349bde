// `npm run env:example`: writes .env.example from the variables listed in lib/env.ts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { envExample } from '../lib/env';

writeFileSync(path.resolve(import.meta.dirname, '../.env.example'), envExample());
console.log('Wrote .env.example');
