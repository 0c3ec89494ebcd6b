// Spec 2 §9: after an extension add or delete the page reloads after about 2 s, after a
// session removal after 1 s. Here "reload" is refetching the screen's data, not the document.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

export function useRefetchLater(queryKey: QueryKey, delayMs: number): () => void {
  const queryClient = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );
  return () => {
    timers.current.push(setTimeout(() => void queryClient.invalidateQueries({ queryKey }), delayMs));
  };
}
