import { useMutation } from '@tanstack/react-query';
import type { EmsEvent } from '@storefront/shared';
import { call } from '../lib/request';

/** Mails a code for one purpose (register, reset the password, change the email, withdraw). */
export const useSendEmailCode = (event: EmsEvent) =>
  useMutation({ mutationFn: (email: string) => call('POST /api/ems/send', { email, event }) });
