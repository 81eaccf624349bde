// Step `deferred-scripts`. Next puts every script of a page in its head as `<script async>` (and preloads its polyfills), so
// a browser fetches them alongside the stylesheet, the font and the hero image, and runs each one
// the moment it arrives, between the parser's work and before the first frame. On a phone they
// share its bandwidth with what the first paint needs, and Lighthouse counts every script that
// arrives before the largest paint as holding it up. The production server moves them behind the
// first paint instead: the document keeps one small inline loader, which requests the same scripts,
// in the same order, once the browser reports its first contentful paint and the page's
// high-priority images have arrived. The page is server-rendered, so it is all there to read in the
// meantime; it becomes interactive when the scripts have run, as before.
//
// Only documents that ask for it are rewritten: those with an element carrying PAINT_FIRST_ATTRIBUTE
// (the site shell's main landmark, so every public and account page). A document with nothing to
// paint before its scripts run, such as the Studio's, would otherwise wait for the loader's timer.
import { PAINT_FIRST_ATTRIBUTE } from '../contract.mjs';
import { sha256Source } from './content-security.mjs';

// Next's own script files only: third-party tags keep their place.
// On a page rendered with the request's CSP nonce each also carries the nonce, before or after
// `async` (proxy.ts).
const NEXT_SCRIPT =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?=[^>]* async="")(?: async=""| nonce="[^"]*")+><\/script>/g;
const NEXT_SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^>]* href="\/_next\/static\/[^"]+\.js"\/>/g;

// When the first contentful paint is reported and the page's high-priority images (its largest
// paint, such as an article's picture) have arrived or failed, or at once where no paint will be
// reported (a hidden tab, a browser without paint timing entries), the scripts are added to the
// head, async as Next had them, one per task: adding a script starts its request, about a
// millisecond each, and a dozen in one go made a task long enough to count as blocking on a phone.
// A message channel yields (not a timer: tests pause the page's clock). The timer covers a page
// whose first paint never comes or is never reported, or whose image never settles.
const LOADER = `(function(s){var d=document,t=0,r=0;function go(){if(t)return;t=1;var c=new MessageChannel,i=0;c.port1.onmessage=function(){var e=d.createElement('script');e.src=s[i++];e.async=true;d.head.appendChild(e);if(i<s.length)c.port2.postMessage(0)};c.port2.postMessage(0)}
function painted(){if(r)return;r=1;var n=1,w=function(){if(--n===0)go()};d.querySelectorAll('img[fetchpriority=high]').forEach(function(m){if(!m.complete){n++;m.addEventListener('load',w);m.addEventListener('error',w)}});w()}
var P=window.PerformanceObserver;if(d.visibilityState!=='visible'||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return go();
try{new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)painted()}).observe({type:'paint',buffered:true})}catch(e){return go()}
d.addEventListener('visibilitychange',go,{once:true});setTimeout(go,3000)})`;

/**
 * The document with Next's script tags replaced by the loader (at the first one's place), if it
 * asks, and the loader's script text (null when nothing changed).
 */
export function deferScriptsWithLoader(html) {
  if (!html.includes(` ${PAINT_FIRST_ATTRIBUTE}=""`)) return { html, loader: null };
  const sources = [];
  let first = -1;
  const without = html.replace(NEXT_SCRIPT, (tag, src, offset) => {
    if (first < 0) first = offset;
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return { html, loader: null };
  const loader = `${LOADER}(${JSON.stringify(sources)})`;
  // `first` indexes the original; everything before it is unchanged in `without`.
  const deferred = without.slice(0, first) + `<script>${loader}</script>` + without.slice(first);
  return { html: deferred.replace(NEXT_SCRIPT_PRELOAD, ''), loader };
}

/** The document with Next's script tags replaced by the loader, if it asks. */
export const deferScripts = (html) => deferScriptsWithLoader(html).html;

/** The step. A page that asks for it but has none of Next's script tags means Next changed them. */
export function deferredScriptsStep({ report = console.error } = {}) {
  let reported = false;
  return {
    name: 'deferred-scripts',
    document({ req }, doc) {
      const html = doc.body.toString('utf8');
      const deferred = deferScriptsWithLoader(html);
      if (deferred.loader) {
        doc.body = Buffer.from(deferred.html, 'utf8');
        // The loader is this step's own inline script: the policy allows it by hash.
        doc.scriptSources.push(sha256Source(deferred.loader));
      } else if (doc.status === 200 && html.includes(` ${PAINT_FIRST_ATTRIBUTE}=""`) && !reported) {
        reported = true;
        report(
          `[server] deferred-scripts: ${req.url} asks for its scripts after the first paint, but ` +
            "none of Next's script tags has the expected shape (a Next upgrade?): scripts load as Next sent them.",
        );
      }
    },
  };
}
