// `npm run audit`: npm audit of the production dependencies at high severity and above, with the
// accepted exceptions in .config/audit-exceptions.json (each with its reason). Where the registry
// does not serve the advisory database (this workplace's answers 405), it says so and passes:
// nothing can be checked there, and failing would block every change for want of a network.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const exceptions = JSON.parse(
  readFileSync(path.join(root, '.config', 'audit-exceptions.json'), 'utf8'),
).accepted;
const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
if (!report?.vulnerabilities) {
  const output = `${run.stdout}\n${run.stderr}`;
  const reason = /\b\d{3} [A-Z][^\n"]*/.exec(output)?.[0] ?? 'no report';
  if (/\b405\b|ENOAUDIT|audit endpoint/i.test(output)) {
    console.log(`npm audit: the registry does not serve advisories here (${reason}); not checked.`);
    process.exit(0);
  }
  console.error(`npm audit failed: ${reason}`);
  process.exit(1);
}
const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (finding) => ['high', 'critical'].includes(finding.severity) && !(finding.name in exceptions),
);
for (const finding of serious) {
  console.error(
    `${finding.severity}: ${finding.name} ${finding.range} (fix: ${JSON.stringify(finding.fixAvailable)})`,
  );
}
console.log(`npm audit: ${serious.length} high or critical finding(s) not accepted.`);
process.exit(serious.length ? 1 : 0);
