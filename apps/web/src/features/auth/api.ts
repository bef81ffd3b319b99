import { useMutation } from '@tanstack/react-query';
import type { Input } from '@storefront/shared/client';
import { call } from '../../lib/request';
import { session } from '../../lib/session';

/** Logs in; the answer's userinfo (with its token) is handed to the sign-in of the page. */
export const useLogin = () =>
  useMutation({
    mutationFn: (credentials: Input<'POST /api/user/login'>) => call('POST /api/user/login', credentials),
  });

export const useRegister = () =>
  useMutation({
    mutationFn: (data: Input<'POST /api/user/register'>) => call('POST /api/user/register', data),
  });

/**
 * Changes the password (with the old one) or resets it (with a mailed code). The server signs the account out
 * everywhere, so the local session is cleared without another call.
 */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (data: Input<'POST /api/user/resetpwd'>) => call('POST /api/user/resetpwd', data),
    onSuccess: () => session.invalidate(),
  });
