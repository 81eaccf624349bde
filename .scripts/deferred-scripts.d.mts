export const PAINT_FIRST_ATTRIBUTE: string;
export const HYDRATED_ATTRIBUTE: string;
export function deferScripts(html: string): string;
