export { ArticleView } from './ArticleView';
