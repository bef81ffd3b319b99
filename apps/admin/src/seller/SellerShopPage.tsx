import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Space, Typography, Upload } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHOP_NAME_MAX_LENGTH, shopProfileSchema } from '@storefront/shared';
import type { Input as InputOf } from '@storefront/shared/client';
import { Picture } from '../components/Picture';
import { TranslationsDrawer } from '../components/TranslationsDrawer';
import { useDeskMutation } from '../components/useDeskMutation';
import { useSchemaForm } from '../components/useSchemaForm';
import { call, SELLER_TRANSLATIONS, sellerQuery, uploadPicture } from './api';
import { queryKeys } from '../query-keys';

type Values = { name: string; description?: string };

/**
 * The shop's profile as shoppers see it: its name, description and logo, which the owner edits (staff read
 * them). The address its withdrawal codes go to is shown, changed by the platform's customer service only.
 */
export default function SellerShopPage() {
  const { t } = useTranslation();
  const shop = useQuery(sellerQuery('GET /api/seller/shop'));
  const me = useQuery(sellerQuery('GET /api/seller/me'));
  const isOwner = me.data?.role === 'owner';
  const [logo, setLogo] = useState<string | undefined>();
  const { form, item, onFinish } = useSchemaForm(shopProfileSchema, (values: Partial<Values>) => ({
    ...values,
    logo,
  }));
  // The shop's name and description in the other languages, as its products' are translated.
  const [translating, setTranslating] = useState(false);
  useEffect(() => {
    if (shop.data) form.setFieldsValue({ name: shop.data.name, description: shop.data.description });
  }, [shop.data, form]);

  // A refused picture is shown by the client.
  const logoUpload = useMutation({ mutationFn: uploadPicture, onSuccess: setLogo });
  const save = useDeskMutation({
    mutationFn: (input: InputOf<'POST /api/seller/shop/save'>) => call('POST /api/seller/shop/save', input),
    success: 'msg.save_success',
    onSuccess: () => setLogo(undefined),
    invalidates: [queryKeys.all('GET /api/seller/shop'), queryKeys.all('GET /api/seller/me')],
  });

  if (!shop.data) return null;
  return (
    <Card style={{ maxWidth: 640 }}>
      <Form form={form} layout="vertical" disabled={!isOwner} onFinish={onFinish(save.mutate)}>
        <Form.Item label={t('field.logo')}>
          <Space>
            <Picture src={logo ?? shop.data.logo} name={shop.data.name} size={72} />
            {isOwner && (
              <Upload
                accept="image/png,image/jpeg,image/webp,image/gif"
                showUploadList={false}
                beforeUpload={(file) => {
                  logoUpload.mutate(file);
                  // The logo is stored by the call above, not by antd's own upload.
                  return false;
                }}
              >
                <Button loading={logoUpload.isPending}>{t('wallet.upload_hint')}</Button>
              </Upload>
            )}
          </Space>
        </Form.Item>
        <Form.Item {...item('name')} label={t('field.shop_name')}>
          <Input maxLength={SHOP_NAME_MAX_LENGTH} />
        </Form.Item>
        <Form.Item {...item('description')} label={t('field.shop_description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        <Form.Item label={t('field.email')} extra={t('seller.shop_email_hint')}>
          <Typography.Text data-testid="shop-email">{shop.data.email}</Typography.Text>
        </Form.Item>
        {isOwner && (
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-shop">
              {t('common.save')}
            </Button>
            <Button onClick={() => setTranslating(true)} data-testid="translate-shop">
              {t('console.translations')}
            </Button>
          </Space>
        )}
      </Form>
      <TranslationsDrawer
        target="shop"
        id={translating ? shop.data.id : null}
        onClose={() => setTranslating(false)}
        client={SELLER_TRANSLATIONS}
      />
    </Card>
  );
}
