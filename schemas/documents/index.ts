import { addOn } from './addOn';
import { article } from './article';
import { clientLogo } from './clientLogo';
import { episode } from './episode';
import { faq } from './faq';
import { jobPosting } from './jobPosting';
import { page } from './page';
import { podcast } from './podcast';
import { redirect } from './redirect';
import { service } from './service';
import { siteSettings } from './siteSettings';
import { studio } from './studio';
import { teamMember } from './teamMember';
import { testimonial } from './testimonial';
import { video } from './video';

export const documentTypes = [
  page,
  service,
  article,
  jobPosting,
  faq,
  testimonial,
  teamMember,
  video,
  studio,
  addOn,
  clientLogo,
  podcast,
  episode,
  siteSettings,
  redirect,
];
