import { App } from 'antd';
import { useMutation, type UseMutationOptions, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeskQueryKey } from '../query-keys';

type DeskMutationOptions<Data, Variables> = UseMutationOptions<Data, Error, Variables> & {
  /** The message key shown when it worked; none for actions whose result shows by itself. */
  success?: string;
  /** The reads the action changed, refreshed once it worked (after `onSuccess`, which closes the form). */
  invalidates?: readonly DeskQueryKey[];
};

/**
 * TanStack Query's `useMutation` as a desk action runs: a failure the client has already shown; a success said
 * in the interface language, then the caller's `onSuccess` (close the form), then the reads it changed
 * refreshed. It stays pending until they are, so a button's `loading` is the mutation's `isPending`.
 */
export function useDeskMutation<Data = unknown, Variables = void>({
  success,
  invalidates = [],
  onSuccess,
  ...options
}: DeskMutationOptions<Data, Variables>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation<Data, Error, Variables>({
    ...options,
    onSuccess: async (...results) => {
      if (success) void message.success(t(success));
      await onSuccess?.(...results);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
