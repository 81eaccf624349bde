import { pickedDocumentsSection } from '../fields';

export const serviceGrid = pickedDocumentsSection(
  'serviceGrid',
  'Service grid',
  'services',
  'service',
);
