import { SectionLayout } from '../SectionLayout';
import type { SectionOf } from '../types';
import * as styles from './FaqList.css';

/** Questions and answers as native disclosure widgets (no JavaScript needed). */
export function FaqList({ section }: { section: SectionOf<'faqList'> }) {
  return (
    <SectionLayout id={`faq-${section._key}`} heading={section.heading} intro={section.intro}>
      <div className={styles.list}>
        {section.faqs.map((faq) => (
          <details key={faq._id} className={styles.item}>
            <summary className={styles.question}>{faq.question}</summary>
            <p className={styles.answer}>{faq.answer}</p>
          </details>
        ))}
      </div>
    </SectionLayout>
  );
}
