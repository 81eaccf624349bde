/** Set on <html> once the visitor jumps to an anchor: every section is then rendered for real. */
export const ANCHOR_JUMP_ATTRIBUTE = 'data-anchor-jump';

/**
 * Runs in the head, before the first paint. Sections below the fold are rendered only as they near
 * the viewport, at a placeholder height until then (SiteShell.css.ts), so a jump to an anchor far
 * down would land among placeholders that then grow and push the target away. A page opened at an
 * anchor, or a click on a link with one, therefore turns the deferral off first.
 */
export const anchorJumpScript = `(function(){var d=document.documentElement,a='${ANCHOR_JUMP_ATTRIBUTE}',on=function(){d.setAttribute(a,'')};if(location.hash)on();document.addEventListener('click',function(e){var l=e.target instanceof Element&&e.target.closest('a[href*="#"]');if(l&&l.hash)on()},true);addEventListener('hashchange',on)})();`;
