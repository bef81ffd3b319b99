import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeskQueryKey } from '../query-keys';

type ActionOptions = {
  /** The message key shown when it worked; none for actions whose result shows by itself. */
  success?: string;
  /** Runs right after it worked (close the form), before the lists refresh. */
  onDone?: () => void;
  /** The queries the action changed. */
  refresh: DeskQueryKey[];
};

/**
 * An operator action as every console page runs it: send it, then say it worked and refresh what it changed,
 * or leave the failure the client has shown.
 */
export function useConsoleAction() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return async (send: () => Promise<unknown>, { success, onDone, refresh }: ActionOptions) => {
    try {
      await send();
      if (success) void message.success(t(success));
      onDone?.();
      for (const queryKey of refresh) await queryClient.invalidateQueries({ queryKey });
    } catch {
      // The client has shown why it failed.
    }
  };
}
