// `npm run typegen`, first step: writes lib/content/section-projections.ts from the section registry
// (in lib/content, beside the page query that reads it: lib never imports components).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sectionProjectionsModule } from '../components/sections/registry';

const target = path.resolve(import.meta.dirname, '../lib/content/section-projections.ts');
writeFileSync(target, sectionProjectionsModule());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
