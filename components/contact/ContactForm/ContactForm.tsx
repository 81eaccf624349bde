'use client';

import { FormOnDemand } from '@/components/ui/Form/FormOnDemand';
import { ContactFormView } from './ContactFormView';

const loadLive = () => import('./ContactFormLive').then((m) => m.ContactFormLive);

/** Send Us a Message: its code, react-hook-form with it, loads when the form is about to be used. */
export function ContactForm({ privacyNote }: { privacyNote: string }) {
  return (
    <FormOnDemand load={loadLive} props={{ privacyNote }}>
      <ContactFormView field={(name) => ({ name })} pending={false} privacyNote={privacyNote} />
    </FormOnDemand>
  );
}
