'use client';

import { FormOnDemand } from '../../ui/Form/FormOnDemand';
import { NewsletterFormView } from './NewsletterFormView';

const loadLive = () => import('./NewsletterFormLive').then((m) => m.NewsletterFormLive);

/** The footer newsletter box: on every page, so its code loads only when it is about to be used. */
export function NewsletterForm() {
  return (
    <FormOnDemand load={loadLive} props={{}}>
      <NewsletterFormView email={{ name: 'email' }} pending={false} />
    </FormOnDemand>
  );
}
