export const schemaTypes = [];
