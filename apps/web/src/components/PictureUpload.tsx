import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@storefront/shared';
import { toast } from '../lib/toast';
import { useUploadPicture } from '../lib/upload';

/** The one picture upload of the app (evidence, proof, certificate, review pictures). */
export function PictureUpload({
  value,
  onChange,
  max = 1,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max?: number;
}) {
  const { t } = useTranslation();
  const uploadPicture = useUploadPicture();
  const upload = async (file: File): Promise<ImageUploadItem> => {
    const { url } = await uploadPicture.mutateAsync(file);
    toast.success(t('msg.upload_success'));
    return { url };
  };
  return (
    <ImageUploader
      value={value.map((url) => ({ url }))}
      onChange={(items) => onChange(items.map((item) => item.url))}
      upload={upload}
      beforeUpload={(file) => {
        if (file.size <= UPLOAD_MAX_BYTES) return file;
        toast.fail(t('msg.upload_too_large'));
        return null;
      }}
      // A refused or failed upload has been told in a toast; it leaves no broken tile behind.
      showFailed={false}
      maxCount={max}
      accept="image/png,image/jpeg,image/webp,image/gif"
      aria-label={t('wallet.upload_hint')}
    />
  );
}
