export { SiteLink, type SiteLinkProps } from './SiteLink';
