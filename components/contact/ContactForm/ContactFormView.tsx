import Link from 'next/link';
import { useId, type FormEventHandler } from 'react';
import { EmailField, NameField, PhoneField, TextAreaField } from '@/components/ui/Form/fields';
import { SubmitButton } from '@/components/ui/Form/SubmitButton';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ContactMessageInput } from '@/lib/validation/contact';
import * as styles from './ContactForm.css';

/** What one field gets: its name, its error, and the live form's registration. */
type ContactFieldBinding = Partial<UseFormRegisterReturn> & {
  name: keyof ContactMessageInput;
  error?: string;
};

type ContactFormViewProps = {
  field: (name: keyof ContactMessageInput) => ContactFieldBinding;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  pending: boolean;
  privacyNote: string;
};

/** The privacy note with its "Privacy Policy" words linked to /privacy (appended if missing). */
function PrivacyNote({ text }: { text: string }) {
  const at = text.indexOf('Privacy Policy');
  const link = (
    <Link href="/privacy" className={styles.link}>
      Privacy Policy
    </Link>
  );
  if (at < 0) {
    return (
      <p className={styles.note}>
        {text} {link}
      </p>
    );
  }
  return (
    <p className={styles.note}>
      {text.slice(0, at)}
      {link}
      {text.slice(at + 'Privacy Policy'.length)}
    </p>
  );
}

/** Send Us a Message as drawn, by the light form and by the live one alike. */
export function ContactFormView({ field, onSubmit, pending, privacyNote }: ContactFormViewProps) {
  const id = useId();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="contact-form">
      <div className={styles.row}>
        <NameField id={`${id}-name`} type="text" aria-required="true" {...field('name')} />
        <EmailField id={`${id}-email`} aria-required="true" {...field('email')} />
      </div>
      <PhoneField id={`${id}-phone`} {...field('phone')} />
      <TextAreaField
        id={`${id}-message`}
        label="Message*"
        rows={6}
        aria-required="true"
        {...field('message')}
      />
      <PrivacyNote text={privacyNote} />
      <SubmitButton className={styles.submit} pending={pending} busyLabel="Sending Message...">
        Send Message
      </SubmitButton>
    </form>
  );
}
