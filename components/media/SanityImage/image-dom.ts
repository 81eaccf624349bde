import { unavailable } from './SanityImage.css';

// What SanityImage writes on its <img> and what the browser-side watcher looks for.
export const IMAGE_ATTRIBUTE = 'data-image';
/** The URL of the image's 24 px blurred copy, drawn behind it while it loads. */
export const IMAGE_PLACEHOLDER_ATTRIBUTE = 'data-image-placeholder';
/** On the hidden sibling that holds an image's own fallback (a logo's name, say). */
export const IMAGE_FALLBACK_ATTRIBUTE = 'data-image-fallback';
const FAILED_ATTRIBUTE = 'data-image-failed';

const isWatched = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.hasAttribute(IMAGE_ATTRIBUTE);

function clearPlaceholder(image: HTMLImageElement) {
  image.style.removeProperty('background-image');
  image.style.removeProperty('background-size');
}

/** Hides a failed image and shows its own fallback, or "Image unavailable" in a box of its size. */
function showFallback(image: HTMLImageElement) {
  if (image.hasAttribute(FAILED_ATTRIBUTE)) return;
  image.setAttribute(FAILED_ATTRIBUTE, '');
  clearPlaceholder(image);
  // Not `hidden`: an image's own class may set its display, and the inline style wins over both.
  image.style.display = 'none';
  const own = image.nextElementSibling;
  if (own instanceof HTMLElement && own.hasAttribute(IMAGE_FALLBACK_ATTRIBUTE)) {
    own.hidden = false;
    return;
  }
  const notice = image.ownerDocument.createElement('span');
  notice.className = `${unavailable} ${image.className}`.trim();
  notice.style.aspectRatio = `${image.getAttribute('width')} / ${image.getAttribute('height')}`;
  if (image.alt) {
    notice.setAttribute('role', 'img');
    notice.setAttribute('aria-label', image.alt);
  }
  notice.textContent = 'Image unavailable';
  image.after(notice);
}

/**
 * Watches every SanityImage on the page with two listeners instead of a component per image: an
 * image still loading gets its blurred copy as a background (so only images not yet there when the
 * page is interactive fetch one), which goes once it loads; a failed one shows its fallback. Images
 * that settled before this ran are read from their state. Returns the cleanup.
 */
export function watchImages(root: Document): () => void {
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${IMAGE_ATTRIBUTE}]`)) {
    if (image.complete) {
      if (image.naturalWidth === 0 && image.currentSrc) showFallback(image);
      continue;
    }
    const placeholder = image.getAttribute(IMAGE_PLACEHOLDER_ATTRIBUTE);
    if (placeholder) {
      image.style.backgroundImage = `url("${placeholder}")`;
      image.style.backgroundSize = 'cover';
    }
  }
  // load and error do not bubble, but they pass the document on their way down (capture).
  const onLoad = (event: Event) => {
    if (isWatched(event.target)) clearPlaceholder(event.target);
  };
  const onError = (event: Event) => {
    if (isWatched(event.target)) showFallback(event.target);
  };
  root.addEventListener('load', onLoad, true);
  root.addEventListener('error', onError, true);
  return () => {
    root.removeEventListener('load', onLoad, true);
    root.removeEventListener('error', onError, true);
  };
}
