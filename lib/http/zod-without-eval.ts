/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes for it when the
 * first object schema is built. The Content-Security-Policy forbids eval, so in the browser that
 * probe is a violation report on every page. This head script sets zod's global config before
 * any bundle runs (zod reads `globalThis.__zod_globalConfig`); parsing is the same, without eval.
 */
export const zodWithoutEvalScript =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';
