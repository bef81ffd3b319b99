import { QueryClient } from '@tanstack/react-query';
import { session } from './session';

/** The app's one query cache, shared with start-up code that asks for the first screen's data early. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
});

// What was read belongs to whoever was signed in: when the token changes (login, logout, another shopper on
// the same phone, a session ended by the server) nothing read before is shown again, not even for a moment.
let cachedFor = session.get().token;
session.subscribe(() => {
  const token = session.get().token;
  if (token === cachedFor) return;
  cachedFor = token;
  queryClient.clear();
});
