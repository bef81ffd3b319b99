import { ArticlesPage } from './ArticlesPage';

export default function HelpPage() {
  return <ArticlesPage kind="help_support" />;
}
