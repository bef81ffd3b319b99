import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';

/**
 * A sheet rising from the bottom over the page the shopper is on: closed by tapping outside it (and by its close
 * button unless `closeButton` is false); taller content scrolls inside it.
 */
export function BottomSheet({
  open,
  onClose,
  closeButton = true,
  children,
}: {
  open: boolean;
  onClose: () => void;
  closeButton?: boolean;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton={closeButton}
      bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '80vh', overflowY: 'auto' }}
    >
      {children}
    </Popup>
  );
}
