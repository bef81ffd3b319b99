import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { SearchProps } from 'antd/es/input';
import { useTranslation } from 'react-i18next';

/**
 * antd's search field, its input named by `label` (also its placeholder), and its two buttons named in the
 * console's language: antd names them after their icons, in English ("search", "close-circle").
 */
export function SearchField({
  label,
  ...props
}: Omit<SearchProps, 'enterButton' | 'allowClear'> & { label: string }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      {...props}
      placeholder={label}
      aria-label={label}
      allowClear={{
        clearIcon: <CloseCircleFilled aria-label={t('console.clear')} />,
      }}
      enterButton={<Button icon={<SearchOutlined aria-hidden />} aria-label={t('route.search')} />}
    />
  );
}
