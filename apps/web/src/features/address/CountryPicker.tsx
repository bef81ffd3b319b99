import { useMemo, useState } from 'react';
import { List, SearchBar } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../components/BottomSheet';
import { ListButton } from '../../components/ListRow';
import { ADDRESS_COUNTRIES, countryNames } from '../../lib/address-formats';
import { currentLanguage } from '../../lib/languages';

/** Lower case without accents, so that "reunion" finds "Réunion". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The address's country, chosen first: every country of the address data, named in the interface language by
 * the browser (Intl.DisplayNames), searchable by name or code.
 */
export function CountryPicker({ value, onChange }: { value?: string; onChange: (country: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const bcp47 = currentLanguage().bcp47;
  // The names follow the interface language (useTranslation renders again in a new one).
  const countries = useMemo(() => {
    const nameOf = countryNames(bcp47);
    const collator = new Intl.Collator(bcp47);
    return ADDRESS_COUNTRIES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }, [bcp47]);
  const wanted = folded(search.trim());
  const shown = wanted
    ? countries.filter(({ code, name }) => folded(name).includes(wanted) || code.toLowerCase() === wanted)
    : countries;
  const chosen = countries.find((country) => country.code === value);

  return (
    <>
      <List className="menu-list">
        <ListButton onClick={() => setOpen(true)} data-testid="address-country" extra={chosen?.code}>
          {chosen ? chosen.name : <span className="muted">{t('address.country_placeholder')}</span>}
        </ListButton>
      </List>
      <BottomSheet open={open} onClose={() => setOpen(false)}>
        <div role="dialog" aria-label={t('field.country')}>
          <SearchBar
            className="country-search"
            placeholder={t('address.country_search')}
            value={search}
            onChange={setSearch}
            aria-label={t('address.country_search')}
          />
          <List>
            {shown.map(({ code, name }) => (
              <ListButton
                key={code}
                aria-current={code === value}
                onClick={() => {
                  onChange(code);
                  setOpen(false);
                  setSearch('');
                }}
                extra={code === value ? <CheckOutline color="var(--adm-color-primary)" aria-hidden /> : code}
              >
                {name}
              </ListButton>
            ))}
          </List>
        </div>
      </BottomSheet>
    </>
  );
}
