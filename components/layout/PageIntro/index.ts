export { PageIntro } from './PageIntro';
