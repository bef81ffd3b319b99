import { TopBar } from '../../components/TopBar';
import { CurrencyList } from '../../components/CurrencyList';
import { LanguageList } from '../../components/LanguageList';

/** /language (logged in, from the settings): the language list as a page, the display currencies below it. */
export default function LanguagePage() {
  return (
    <div className="page">
      <TopBar />
      <LanguageList />
      <CurrencyList />
    </div>
  );
}
