import { contactSectionFromContent } from '@/lib/contact/from-content';
import type { SectionProps } from '../types';
import { ContactSection } from './ContactSection';

/** The contact block: checked content (an incomplete block is left out) with the page's heading level. */
export function ContactBlock({ section, context }: SectionProps<'contactSection'>) {
  const contact = contactSectionFromContent(section);
  return contact ? (
    <ContactSection section={contact} headingLevel={context.leading ? 'h1' : 'h2'} />
  ) : null;
}
