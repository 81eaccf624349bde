export { JsonLd } from './JsonLd';
