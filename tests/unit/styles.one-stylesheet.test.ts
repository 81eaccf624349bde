import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileStyles } from '../../.scripts/build-styles.mjs';

// The production build links one stylesheet made of every style module (.scripts/build-styles.mjs).
// Its order decides which of two equally specific rules wins, so it is checked here on the real
// modules with the real compiler.

const root = path.resolve(import.meta.dirname, '../..');
const PRIMITIVES = ['controls', 'layout', 'surface', 'text'].map(
  (name) => `components/ui/styles/${name}.css.ts`,
);

/** The other style modules a module imports, as paths from the repository root. */
function styleImports(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/from '([^']+\.css)'/g)].map(([, specifier]) => {
    const absolute = specifier!.startsWith('@/')
      ? path.join(root, specifier!.slice(2))
      : path.resolve(path.dirname(path.join(root, file)), specifier!);
    return `${path.relative(root, absolute)}.ts`;
  });
}

let order: string[] = [];
let cssOf = new Map<string, string>();
beforeAll(async () => {
  const modules = await compileStyles();
  order = modules.map((module) => module.file);
  cssOf = new Map(modules.map((module) => [module.file, module.css]));
});

describe('the one stylesheet', () => {
  it('holds every style module that has CSS, once', () => {
    const all = globSync('{components,app}/**/*.css.ts', { cwd: root });
    expect(new Set(order).size).toBe(order.length);
    expect(order.every((file) => all.includes(file))).toBe(true);
    // The only ones left out are pure compositions of other modules' classes.
    for (const file of all.filter((file) => !order.includes(file))) {
      const source = readFileSync(path.join(root, file), 'utf8');
      expect(source, file).not.toMatch(/globalStyle|keyframes|createTheme|fontFace/);
      expect(source, file).not.toMatch(/style\(\{/);
    }
    expect(order.length).toBeGreaterThan(all.length - 5);
    expect([...cssOf.values()].every((css) => css.trim().length > 0)).toBe(true);
  });

  it('puts the tokens first, then the primitives in their order of precedence', () => {
    expect(order[0]).toBe('components/theme/theme.css.ts');
    const primitiveAt = PRIMITIVES.map((file) => order.indexOf(file));
    expect(primitiveAt).toEqual([...primitiveAt].sort((a, b) => a - b));
    const lastPrimitive = Math.max(...primitiveAt);
    const beforePrimitives = order.slice(0, lastPrimitive + 1);
    expect(
      beforePrimitives.every(
        (file) => file.startsWith('components/theme/') || PRIMITIVES.includes(file),
      ),
    ).toBe(true);
  });

  it('puts the button reset before the text styles that components compose with it', () => {
    // `bareButton` resets `font: inherit`; a link styled `[bareButton, textStyle({ weight: 'bold' })]`
    // (AchievementNotice) is only bold when the text rules come later.
    const [controls, , , text] = PRIMITIVES.map((file) => cssOf.get(file) ?? '');
    expect(controls).toContain('font: inherit');
    expect(text).toContain('font-weight');
    expect(order.indexOf(PRIMITIVES[0]!)).toBeLessThan(order.indexOf(PRIMITIVES[3]!));
  });

  it('puts every module after the style modules it imports', () => {
    let checked = 0;
    for (const file of order) {
      for (const dependency of styleImports(file)) {
        // A dependency without CSS of its own (a pure composition) has no place to check.
        if (!cssOf.has(dependency)) continue;
        expect(order.indexOf(dependency), `${dependency} before ${file}`).toBeLessThan(
          order.indexOf(file),
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(order.length);
  });
});
