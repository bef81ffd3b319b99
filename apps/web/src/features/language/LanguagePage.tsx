import { TopBar } from '../../components/TopBar';
import { LanguageList } from '../../components/LanguageList';

/** /language (logged in, from the settings): the language list as a page. */
export default function LanguagePage() {
  return (
    <div className="page">
      <TopBar />
      <LanguageList />
    </div>
  );
}
