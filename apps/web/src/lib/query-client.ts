import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache, shared with start-up code that asks for the first screen's data early. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
});
