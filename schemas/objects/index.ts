import { featureTile } from './featureTile';
import { figure } from './figure';
import { link } from './link';
import { closure, openingHours } from './openingHours';
import { portableText } from './portableText';
import { seo } from './seo';
import { stat } from './stat';

export const objectTypes = [
  seo,
  link,
  stat,
  featureTile,
  figure,
  portableText,
  openingHours,
  closure,
];
