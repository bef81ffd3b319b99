import { Children, cloneElement, isValidElement, type ReactElement } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { pictureUrl } from '@storefront/shared';

/** rc-image names the preview's buttons by their action, in English ("zoomIn"): the console's words for them. */
const ACTIONS: Record<string, string> = {
  flipY: 'console.picture.flip_vertical',
  flipX: 'console.picture.flip_horizontal',
  rotateLeft: 'console.picture.rotate_left',
  rotateRight: 'console.picture.rotate_right',
  zoomOut: 'console.picture.zoom_out',
  zoomIn: 'console.picture.zoom_in',
};

/**
 * Evidence and product pictures, shown large on click or Enter. antd makes the picture's wrapper the button
 * that opens the preview (named here for what it does) and names the preview dialog after `alt`. The tile is the
 * small size; the preview is the stored picture itself, every pixel of a receipt an operator reads.
 */
export function Picture({
  src,
  name,
  size = 64,
}: {
  src: string;
  /** What the picture shows: its text alternative. */
  name: string;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <Image
      src={pictureUrl(src, 'thumb')}
      alt={name}
      aria-label={t('console.picture.view', { name })}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 6 }}
      data-testid="evidence"
      preview={{
        src,
        closeIcon: <CloseOutlined aria-label={t('console.picture.close')} />,
        actionsRender: (actions) =>
          cloneElement(
            actions as ReactElement<{ children?: ReactElement[] }>,
            undefined,
            Children.map((actions as ReactElement<{ children?: ReactElement[] }>).props.children, (action) =>
              isValidElement(action) && action.key !== null && ACTIONS[action.key]
                ? cloneElement(action as ReactElement<{ 'aria-label'?: string }>, {
                    'aria-label': t(ACTIONS[action.key] as string),
                  })
                : action,
            ),
          ),
      }}
    />
  );
}
