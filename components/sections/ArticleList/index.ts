export { ArticleList } from './ArticleList';
export { formatDate } from './formatDate';
