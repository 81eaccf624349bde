export const PAINT_FIRST_ATTRIBUTE: 'data-paint-first';
export const HYDRATED_ATTRIBUTE: 'data-hydrated';
export function purgeDocuments(): void;
export function onPurgeDocuments(listener: () => void): () => void;
export function onDrain(listener: () => void | Promise<void>): () => void;
export function drainApp(): Promise<unknown>;
