import { ArticlesPage } from './ArticlesPage';

export default function LawPage() {
  return <ArticlesPage kind="law" />;
}
