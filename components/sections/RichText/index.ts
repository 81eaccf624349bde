export { RichText } from './RichText';
export { PortableTextBody } from './PortableTextBody';
