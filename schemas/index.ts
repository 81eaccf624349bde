import { documentTypes } from './documents';
import { objectTypes } from './objects';
import { sectionTypes } from './sections';

/** Every Sanity type of the site: documents, shared objects and the page section blocks. */
export const schemaTypes = [...objectTypes, ...sectionTypes, ...documentTypes];
