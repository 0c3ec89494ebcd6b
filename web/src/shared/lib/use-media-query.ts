import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current. Used where a layout change would otherwise
 * render the same text twice (CSS-hidden copies confuse screen readers and text lookups).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsWide = () => useMediaQuery('(min-width: 900px)');
export const useIsPhone = () => !useMediaQuery('(min-width: 600px)');
