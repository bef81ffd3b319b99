import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys, type Input } from '@storefront/shared/client';
import { call } from '../../lib/request';
import { session } from '../../lib/session';

/** What `POST /api/user/profile` takes; a new email needs `password` and the `code` sent to it. */
export type ProfileChange = Input<'POST /api/user/profile'>;

/** Saves names, mobile, avatar or a new email; the answer is the shopper's info, kept at once. */
export const useSaveProfile = () =>
  useMutation({
    mutationFn: (change: ProfileChange) => call('POST /api/user/profile', change),
    onSuccess: (updated) => session.setUserInfo(updated),
  });

/**
 * Verifies the account's own email with the code mailed to it (event verifyemail). The answer is the shopper's
 * info, kept at once; invitations to the address are read again, since they wait for it.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<'POST /api/user/verify_email'>) => call('POST /api/user/verify_email', input),
    onSuccess: (updated) => {
      session.setUserInfo(updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.all('GET /api/user/shop_invitations') });
    },
  });
}
