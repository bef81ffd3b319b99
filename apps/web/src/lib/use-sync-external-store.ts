/**
 * Stands in for the `use-sync-external-store/shim` package, which react-i18next and antd-mobile import to run on
 * React 17: React 19 has the hook itself, and the shim cost the first load a chunk of its own.
 */
export { useSyncExternalStore } from 'react';
