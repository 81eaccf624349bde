export { SectionLayout } from './SectionLayout';
export * as sectionStyles from './SectionLayout.css';
