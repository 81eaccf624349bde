export { SiteDocument, siteViewport } from './SiteDocument';
