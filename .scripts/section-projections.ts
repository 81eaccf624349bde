// `npm run typegen`, first step: writes components/sections/projections.ts from the section registry.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sectionProjectionsModule } from '../components/sections/registry';

const target = path.resolve(import.meta.dirname, '../components/sections/projections.ts');
writeFileSync(target, sectionProjectionsModule());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
