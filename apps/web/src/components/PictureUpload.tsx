import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { pictureUrl, UPLOAD_MAX_BYTES } from '@storefront/shared';
import { toast } from '../lib/toast';
import { useUploadPicture } from '../lib/upload';

/** A tile shows the small size and opens the large one; its key keeps the URL the upload answered. */
const tile = (url: string): ImageUploadItem => ({
  key: url,
  url: pictureUrl(url, 'large'),
  thumbnailUrl: pictureUrl(url, 'thumb'),
});
const uploadedUrl = (item: ImageUploadItem) => (typeof item.key === 'string' ? item.key : item.url);

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
    return tile(url);
  };
  return (
    <ImageUploader
      value={value.map(tile)}
      onChange={(items) => onChange(items.map(uploadedUrl))}
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
