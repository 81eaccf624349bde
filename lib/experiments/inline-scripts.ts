// Inline scripts that keep A/B assignments in the one `ab_variants` cookie. They run before the
// page paints, so a variant never flickers; both merge into the cookie instead of replacing it.
import { EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE_SECONDS } from './assignment';
import { experiments, type ExperimentId } from './definitions';

/** Tests assigned in the browser because their sections are on static pages (no request to read). */
export const BROWSER_ASSIGNED_EXPERIMENTS = [
  'testimonialDisplay',
] as const satisfies ExperimentId[];

/** The `<html>` attribute that carries a browser-assigned variant to the CSS. */
export const variantAttribute = (id: ExperimentId) =>
  `data-${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

// read(): the assignments in the cookie; write(pairs): stores them all. Plain ES5 for every browser.
const cookieHelpers = `var N=${JSON.stringify(EXPERIMENT_COOKIE)};
function read(){var m=document.cookie.match(new RegExp('(?:^|;\\\\s*)'+N+'=([^;]*)'));var p={};
(m?decodeURIComponent(m[1]):'').split('|').forEach(function(s){var kv=s.split(':');if(kv[0]&&kv[1])p[kv[0]]=kv[1];});return p;}
function write(p){document.cookie=N+'='+encodeURIComponent(Object.keys(p).map(function(k){return k+':'+p[k];}).join('|'))+'; Path=/; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax';}`;

/** Stores one variant the server just assigned, keeping the visitor's other assignments. */
export function persistAssignmentScript(id: ExperimentId, variant: string): string {
  return `(function(){try{${cookieHelpers}var p=read();p[${JSON.stringify(id)}]=${JSON.stringify(variant)};write(p);}catch(e){}})();`;
}

/**
 * Assigns the browser-assigned tests a visitor has no variant for yet (by weight), stores them,
 * reports each new assignment for the admin's visitor counts, and exposes every variant on <html>.
 */
export function browserAssignmentScript(reportUrl: string): string {
  const tests = Object.fromEntries(
    BROWSER_ASSIGNED_EXPERIMENTS.map((id) => [
      id,
      {
        attribute: variantAttribute(id),
        variants: experiments[id].variants.map((variant) => [variant.name, variant.weight]),
      },
    ]),
  );
  // The back office and the Studio are not part of any test.
  return `(function(){try{if(/^\\/admin(\\/|$)/.test(location.pathname))return;${cookieHelpers}var T=${JSON.stringify(tests)};var p=read();var fresh=[];
Object.keys(T).forEach(function(id){var vs=T[id].variants;
if(!vs.some(function(v){return v[0]===p[id];})){var total=vs.reduce(function(s,v){return s+v[1];},0);var r=Math.random()*total;
var pick=vs[vs.length-1][0];for(var i=0;i<vs.length;i++){r-=vs[i][1];if(r<0){pick=vs[i][0];break;}}p[id]=pick;fresh.push(id);}
document.documentElement.setAttribute(T[id].attribute,p[id]);});
if(fresh.length){write(p);fresh.forEach(function(id){if(navigator.sendBeacon)navigator.sendBeacon(${JSON.stringify(reportUrl)},new Blob([JSON.stringify({experiment:id,variant:p[id]})],{type:'application/json'}));});}
}catch(e){}})();`;
}
