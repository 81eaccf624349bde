/** A LIKE pattern matching text that contains `text`: `%`, `_` and `\` typed in a search are letters. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
