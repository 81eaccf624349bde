export { TrustedBy } from './TrustedBy';
