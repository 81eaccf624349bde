// Shared by the bench:* scripts: with `--write`, a bench replaces its own section of
// docs/performance.md, or of the page it names (between `<!-- bench:NAME -->` and
// `<!-- /bench:NAME -->`), with the command, the date, the host (CPU, Node, load average when the
// bench started) and its results table.
// Without `--write` nothing is written; the benches print their results either way.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const PERFORMANCE_PAGE = path.join(root, 'docs', 'performance.md');
export const OPERATIONS_PAGE = path.join(root, 'docs', 'operations.md');

/** The command that ran this bench, as a reader would type it (BENCH_* settings included). */
function commandLine(name) {
  const settings = Object.entries(process.env)
    .filter(([key]) => key.startsWith('BENCH_'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value} `)
    .join('');
  const args = process.argv.slice(2);
  if (process.env.npm_lifecycle_event === `bench:${name}`) {
    return `${settings}npm run bench:${name}${args.length ? ` -- ${args.join(' ')}` : ''}`;
  }
  const script = path.relative(root, process.argv[1] ?? '');
  return `${settings}${script.endsWith('.ts') ? 'tsx' : 'node'} ${[script, ...args].join(' ')}`;
}

function host() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${load} (1 / 5 / 15 min) at start`;
}

const cell = (value) => String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A Markdown table of rows (objects with the same keys), columns padded as Prettier pads them. */
export function markdownTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const lines = [columns, ...rows.map((row) => columns.map((column) => cell(row[column])))];
  const widths = columns.map((_, i) => Math.max(3, ...lines.map((line) => line[i].length)));
  const format = (line) => `| ${line.map((text, i) => text.padEnd(widths[i])).join(' | ')} |`;
  return [
    format(lines[0]),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...lines.slice(1).map(format),
  ].join('\n');
}

/** Replaces the text between a bench's two markers in `page`; fails when a marker is missing. */
export function replaceSection(page, name, body) {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = page.indexOf(open);
  const end = page.indexOf(close);
  if (start < 0 || end < start) {
    throw new Error(`The page has no ${open} ... ${close} section`);
  }
  return `${page.slice(0, start + open.length)}\n\n${body.trim()}\n\n${page.slice(end)}`;
}

/**
 * Call at the start of a bench (the load average is read then). `write({ rows, notes })` at the end
 * updates `section` (the bench's name unless it says otherwise) of `page` when the bench was run
 * with `--write`, and does nothing otherwise.
 */
export function benchReport(name, { page = PERFORMANCE_PAGE, section = name } = {}) {
  const started = { date: new Date(), host: host(), command: commandLine(name) };
  const enabled = process.argv.includes('--write');
  return {
    enabled,
    write({ rows, notes = [] }) {
      if (!enabled) return;
      const date = `${started.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      const body = [
        `Latest run: \`${started.command}\` on ${date}, ${started.host}.`,
        markdownTable(rows),
        ...notes,
      ].join('\n\n');
      writeFileSync(page, replaceSection(readFileSync(page, 'utf8'), section, body));
      console.log(`Wrote the bench:${section} section of ${path.relative(root, page)}.`);
    },
  };
}
