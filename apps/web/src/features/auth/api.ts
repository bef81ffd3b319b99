import type { EmsEvent } from '@storefront/shared';
import type { Input } from '@storefront/shared/client';
import { call } from '../../lib/request';

export const login = (account: string, password: string) =>
  call('POST /api/user/login', { account, password });

export const register = (data: Input<'POST /api/user/register'>) => call('POST /api/user/register', data);

export const sendEmailCode = (email: string, event: EmsEvent) => call('POST /api/ems/send', { email, event });

export const resetPassword = (data: Input<'POST /api/user/resetpwd'>) =>
  call('POST /api/user/resetpwd', data);
