import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** "All" and the statuses of a queue, as one segmented control. */
export function StatusFilter({
  value,
  onChange,
  options,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  options: { label: string; value: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Segmented
      value={value ?? ''}
      onChange={(next) => onChange(next as string)}
      options={[{ label: t('bill.all'), value: '' }, ...options]}
      style={{ marginBottom: 16 }}
    />
  );
}
