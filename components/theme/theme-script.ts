import { THEME_STORAGE_KEY, THEME_TOGGLE_ATTRIBUTE } from './theme-constants';

// Runs in <head> before first paint (spec §4.9): stored choice, else the system preference, else light.
// It also handles the theme toggle's clicks from there, so the toggle works from the first paint, before
// the page's scripts have come; the React button only shows the state (installed once per document).
export const themeInitScript = `(function(){var d=document.documentElement;try{var s=localStorage.getItem('${THEME_STORAGE_KEY}');var t=(s==='light'||s==='dark')?s:(window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');d.dataset.theme=t;}catch(e){d.dataset.theme='light';}if(window.__themeClicks)return;window.__themeClicks=1;document.addEventListener('click',function(e){if(!(e.target instanceof Element)||!e.target.closest('[${THEME_TOGGLE_ATTRIBUTE}]'))return;var n=d.dataset.theme==='dark'?'light':'dark';try{localStorage.setItem('${THEME_STORAGE_KEY}',n);}catch(x){}d.dataset.theme=n;});})();`;
