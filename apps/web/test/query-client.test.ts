import { describe, expect, it } from 'vitest';
import { queryKeys } from '@storefront/shared/client';
import { queryClient } from '../src/lib/query-client';
import { session, type UserInfo } from '../src/lib/session';

describe('the query cache belongs to one shopper', () => {
  it('forgets everything read when the token changes, and only then', () => {
    const bag = queryKeys.read('GET /api/cart/list');
    queryClient.setQueryData(bag, ['a guest has no bag']);
    session.login('token-of-ana');
    expect(queryClient.getQueryData(bag)).toBeUndefined();

    queryClient.setQueryData(bag, ['ana’s lines']);
    session.setUserInfo({ username: 'ana' } as UserInfo);
    expect(queryClient.getQueryData(bag)).toEqual(['ana’s lines']);

    // Ana logs out and Ben logs in on the same phone: nothing of Ana's is shown to Ben.
    session.invalidate();
    expect(queryClient.getQueryData(bag)).toBeUndefined();
    queryClient.setQueryData(bag, ['read while logged out']);
    session.login('token-of-ben');
    expect(queryClient.getQueryData(bag)).toBeUndefined();
    session.invalidate();
  });
});
