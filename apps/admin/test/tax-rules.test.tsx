import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import TaxRulesPage from '../src/pages/TaxRulesPage';
import {
  cleanUp,
  click,
  drawn,
  errors,
  fakeServer,
  field,
  inEnglish,
  invalid,
  mount,
  required,
  sends,
  type,
} from './desk-forms';

const RULES = [
  {
    country: 'CH',
    rate: '7.7',
    collect_up_to: null,
    operator: 'admin',
    updated_at: '2026-11-20T14:00:00.000Z',
  },
  {
    country: 'DE',
    rate: '19',
    collect_up_to: '160.00',
    operator: 'admin',
    updated_at: '2026-11-21T09:30:00.000Z',
  },
  {
    country: 'NO',
    rate: '25',
    collect_up_to: '0.00',
    operator: null,
    updated_at: '2026-11-22T08:00:00.000Z',
  },
];

beforeAll(inEnglish);
afterEach(cleanUp);

const rowOf = (country: string) => document.querySelector(`tr[data-row-key="${country}"]`);
const rate = () => field(i18next.t('field.tax_rate'));
const limit = () => field(i18next.t('field.collect_up_to'));
/** Chooses a mode by its radio's label. */
function choose(mode: 'up_to' | 'always' | 'never') {
  const label = [...document.querySelectorAll('label.ant-radio-wrapper')].find(
    (node) => node.textContent === i18next.t(`console.taxes.mode_${mode}`),
  );
  label?.querySelector('input')?.click();
}

describe('the duties and taxes page', () => {
  it('names each country in the console language and says when its tax is charged', async () => {
    fakeServer({ 'GET /api/admin/tax_rules': RULES });
    await mount(<TaxRulesPage />);
    await expect.poll(() => rowOf('DE')?.textContent).toContain('Germany');
    expect(rowOf('DE')?.textContent).toContain('19%');
    expect(rowOf('DE')?.textContent).toContain(
      i18next.t('console.taxes.charged_up_to', { amount: '160.00' }),
    );
    expect(i18next.t('console.taxes.charged_up_to', { amount: '160.00' })).toContain('$160.00');
    expect(rowOf('CH')?.textContent).toContain('Switzerland');
    expect(rowOf('CH')?.textContent).toContain('7.7%');
    expect(rowOf('CH')?.textContent).toContain(i18next.t('console.taxes.mode_always'));
    expect(rowOf('NO')?.textContent).toContain(i18next.t('console.taxes.mode_never'));
  });

  it('refuses a rate above 100 under its field, then sends the corrected rule with its amount', async () => {
    const sent = fakeServer({ 'GET /api/admin/tax_rules': RULES });
    await mount(<TaxRulesPage />);
    await expect.poll(() => rowOf('DE')).not.toBeNull();
    (rowOf('DE')?.querySelector('[data-testid="edit-tax-DE"]') as HTMLButtonElement).click();
    await drawn(i18next.t('common.save'));
    await expect.poll(() => (rate() as HTMLInputElement | null)?.value).toBe('19');
    await expect.poll(() => (limit() as HTMLInputElement | null)?.value).toBe('160.00');
    type(rate(), '101');
    click(i18next.t('common.save'));
    await expect.poll(() => errors()).toEqual([invalid('tax_rate')]);
    expect(sent).toEqual([]);
    type(rate(), '20');
    click(i18next.t('common.save'));
    await sends(sent, '/api/admin/tax_rule/save', { country: 'DE', rate: '20', collect_up_to: '160.00' });
  });

  it('sends no amount for "always", 0 for "never", and asks for the amount of "up to"', async () => {
    const sent = fakeServer({ 'GET /api/admin/tax_rules': RULES });
    await mount(<TaxRulesPage />);
    await expect.poll(() => rowOf('CH')).not.toBeNull();
    (rowOf('CH')?.querySelector('[data-testid="edit-tax-CH"]') as HTMLButtonElement).click();
    await drawn(i18next.t('common.save'));
    await expect.poll(() => (rate() as HTMLInputElement | null)?.value).toBe('7.7');
    // Up to an amount, without one: refused, nothing sent.
    choose('up_to');
    await expect.poll(() => limit()).not.toBeNull();
    click(i18next.t('common.save'));
    await expect.poll(() => errors()).toEqual([required('collect_up_to')]);
    expect(sent).toEqual([]);
    choose('never');
    await expect.poll(() => limit()).toBeNull();
    click(i18next.t('common.save'));
    await sends(sent, '/api/admin/tax_rule/save', { country: 'CH', rate: '7.7', collect_up_to: '0' });
  });
});
