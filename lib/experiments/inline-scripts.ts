// Inline scripts that keep A/B assignments in the one `ab_variants` cookie and the random visitor id
// in `ab_visitor`. They run before the page paints, so a variant never flickers; both merge into the
// cookie instead of replacing it.
import { EXPERIMENT_COOKIE, EXPERIMENT_COOKIE_MAX_AGE_SECONDS, VISITOR_COOKIE } from './assignment';
import {
  controlOf,
  experiments,
  seedState,
  type ExperimentId,
  type ExperimentStates,
} from './definitions';

/** Tests assigned in the browser because their sections are on static pages (no request to read). */
export const BROWSER_ASSIGNED_EXPERIMENTS = [
  'heroSection',
  'testimonialDisplay',
] as const satisfies ExperimentId[];

/** The `<html>` attribute that carries a browser-assigned variant to the CSS. */
export const variantAttribute = (id: ExperimentId) =>
  `data-${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const cookieAttributes = `; Path=/; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

// read(): the assignments in the cookie; write(pairs): stores them all; visitor(): makes sure the
// random visitor id exists (32 hex digits). Plain ES5 for every browser.
const cookieHelpers = `var N=${JSON.stringify(EXPERIMENT_COOKIE)},V=${JSON.stringify(VISITOR_COOKIE)};
function cookie(n){var m=document.cookie.match(new RegExp('(?:^|;\\\\s*)'+n+'=([^;]*)'));return m?decodeURIComponent(m[1]):'';}
function read(){var p={};cookie(N).split('|').forEach(function(s){var kv=s.split(':');if(kv[0]&&kv[1])p[kv[0]]=kv[1];});return p;}
function write(p){document.cookie=N+'='+encodeURIComponent(Object.keys(p).map(function(k){return k+':'+p[k];}).join('|'))+'${cookieAttributes}';}
function visitor(){if(/^[A-Za-z0-9_-]{16,64}$/.test(cookie(V)))return;var b=new Uint8Array(16);crypto.getRandomValues(b);
var id='';for(var i=0;i<b.length;i++)id+=(b[i]<16?'0':'')+b[i].toString(16);document.cookie=V+'='+id+'${cookieAttributes}';}`;

// The scripts are constants, so the Content-Security-Policy allows them by hash on every page
// (components/layout/SiteDocument/site-scripts.ts); what varies is read from a JSON data block
// beside them, which the browser never runs.

/** The `id` of the data block the browser-assignment script reads its tests from. */
export const BROWSER_TESTS_ELEMENT_ID = 'ab-tests';
/** The attribute of each data block holding one variant the server assigned. */
export const SERVER_ASSIGNMENT_ATTRIBUTE = 'data-ab-assigned';

/** JSON for a data block inside <script>: `<` escaped so the block cannot end early. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The data block of one variant the server just assigned, for PERSIST_ASSIGNMENT_SCRIPT. */
export const serverAssignmentData = (id: ExperimentId, variant: string) =>
  scriptSafeJson({ id, variant });

/** Stores every variant the server just assigned (its data blocks), keeping the others. */
export const PERSIST_ASSIGNMENT_SCRIPT = `(function(){try{${cookieHelpers}var p=read();
document.querySelectorAll('script[${SERVER_ASSIGNMENT_ATTRIBUTE}]').forEach(function(b){var a=JSON.parse(b.textContent);p[a.id]=a.variant;});write(p);visitor();}catch(e){}})();`;

/** The data block of BROWSER_ASSIGNMENT_SCRIPT: where to report, and each test's live state. */
export function browserAssignmentData(
  reportUrl: string,
  states: Partial<ExperimentStates> = {},
): string {
  const tests = Object.fromEntries(
    BROWSER_ASSIGNED_EXPERIMENTS.map((id) => {
      const state = states[id] ?? seedState(id);
      const fixed =
        state.status === 'rolled_out' && state.winner
          ? state.winner
          : state.status === 'running'
            ? null
            : controlOf(id);
      return [
        id,
        {
          attribute: variantAttribute(id),
          fixed,
          variants: experiments[id].variants.map((variant) => [
            variant.name,
            state.weights[variant.name] ?? 0,
          ]),
        },
      ];
    }),
  );
  return scriptSafeJson({ report: reportUrl, tests });
}

/**
 * Gives the visitor an id, assigns the running browser-assigned tests they have no variant for yet
 * (by the live weights), stores them, reports each new assignment for the admin's visitor counts
 * (once the page has loaded, or as it is left: the reports are not worth delaying the first paint),
 * and exposes every shown variant on <html>: the control while a test is paused, the winner once
 * it is rolled out. Reads its tests from the data block BROWSER_TESTS_ELEMENT_ID. The back office
 * and the Studio are not part of any test.
 */
export const BROWSER_ASSIGNMENT_SCRIPT = `(function(){try{if(/^\\/admin(\\/|$)/.test(location.pathname))return;${cookieHelpers}visitor();var C=JSON.parse(document.getElementById(${JSON.stringify(BROWSER_TESTS_ELEMENT_ID)}).textContent),T=C.tests;var p=read();var fresh=[];
Object.keys(T).forEach(function(id){var t=T[id],vs=t.variants;
if(t.fixed){document.documentElement.setAttribute(t.attribute,t.fixed);return;}
if(!vs.some(function(v){return v[0]===p[id];})){var total=vs.reduce(function(s,v){return s+v[1];},0);var r=Math.random()*total;
var pick=vs[vs.length-1][0];for(var i=0;i<vs.length;i++){r-=vs[i][1];if(r<0){pick=vs[i][0];break;}}p[id]=pick;fresh.push(id);}
document.documentElement.setAttribute(t.attribute,p[id]);});
if(fresh.length){write(p);var report=function(){removeEventListener('load',report);removeEventListener('pagehide',report);
fresh.forEach(function(id){if(navigator.sendBeacon)navigator.sendBeacon(C.report,new Blob([JSON.stringify({experiment:id,variant:p[id]})],{type:'application/json'}));});};
if(document.readyState==='complete')report();else{addEventListener('load',report);addEventListener('pagehide',report);}}
}catch(e){}})();`;
