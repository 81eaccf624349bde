import { pickedDocumentsSection } from '../fields';

export const faqList = pickedDocumentsSection('faqList', 'FAQ list', 'faqs', 'faq');
