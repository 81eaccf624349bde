export { pageMetadata, shareCardPath, SHARE_IMAGE, type PageSeo } from './metadata';
export {
  articleJsonLd,
  faqPageJsonLd,
  jobPostingJsonLd,
  localBusinessJsonLd,
  serializeJsonLd,
  type StudioBusiness,
} from './structured-data';
