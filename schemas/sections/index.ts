import { sectionRegistry } from '../../components/sections/registry';

/** The page blocks editors can add, in the order the Studio offers them (from the section registry). */
export const sectionTypes = Object.values(sectionRegistry).map((entry) => entry.schema);

export const sectionTypeNames = sectionTypes.map((type) => type.name);
