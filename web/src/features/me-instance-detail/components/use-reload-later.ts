// Spec 2 §9: after a module, cap, role or access change the screen reloads after 1 s or 3 s.
// Here "reload" refetches the screen's data (the page itself stays, with its scroll position).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export function useReloadLater(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return (delayMs: number) => {
    timers.current.push(setTimeout(() => void queryClient.invalidateQueries({ queryKey }), delayMs));
  };
}
