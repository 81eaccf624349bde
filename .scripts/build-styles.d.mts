export function compileStyles(): Promise<{ file: string; css: string }[]>;
export function writeStylesheet(): Promise<void>;
