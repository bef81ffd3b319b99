import type { EmsEvent } from '@storefront/shared';
import { post } from '../../lib/request';
import type { UserInfo } from '../../lib/session';

type LoginAnswer = { userinfo: UserInfo & { token: string } };

export const login = (account: string, password: string) =>
  post<LoginAnswer>('/api/user/login', { account, password });

export const register = (data: Record<string, string | undefined>) =>
  post<LoginAnswer>('/api/user/register', data);

export const sendEmailCode = (email: string, event: EmsEvent) =>
  post<null>('/api/ems/send', { email, event });

export const resetPassword = (data: Record<string, string>) => post<null>('/api/user/resetpwd', data);
