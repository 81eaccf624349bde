import { ContactForm } from '@/components/contact/ContactForm';
import { StudioInfo } from '@/components/contact/StudioInfo';
import type { ContactSectionData } from '@/lib/contact/studio-info';
import * as styles from './ContactSection.css';

type ContactSectionProps = {
  section: ContactSectionData;
  /** h2 inside a page (default); h1 when the section is the page, as on /contact. */
  headingLevel?: 'h1' | 'h2';
};

/** The contactSection block (anchor #contact): the message form and the Studio Information panel. */
export function ContactSection({ section, headingLevel = 'h2' }: ContactSectionProps) {
  const Heading = headingLevel;
  // Headings go down one level at a time (axe's heading-order), whichever level the section has.
  const SubHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  return (
    <section id="contact" className={styles.section} aria-labelledby="contact-heading">
      <header className={styles.header}>
        <Heading id="contact-heading" className={styles.heading}>
          {section.heading}
        </Heading>
        {section.intro ? <p className={styles.intro}>{section.intro}</p> : null}
      </header>
      <div className={styles.columns}>
        <div className={styles.formColumn}>
          <SubHeading className={styles.formHeading}>{section.formHeading}</SubHeading>
          <ContactForm privacyNote={section.privacyNote} />
        </div>
        <StudioInfo studio={section.studio} headingLevel={SubHeading} />
      </div>
    </section>
  );
}
