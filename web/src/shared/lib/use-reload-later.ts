// Screens that reload their data a fixed time after an operation settles (spec 1 §4: the recycle
// bin after 5 s; spec 2 §4/§8/§9: 1, 2 or 3 s on Mi Estudio's screens), so the services have
// applied what the operation did. "Reload" refetches the screen's query: the page, its scroll
// and its filters stay. `pending` is true while a reload is still to come (screens say so).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

export function useReloadLater(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const [waiting, setWaiting] = useState(0);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  // Each reload keeps its own delay: a quick one asked after a slower one does not cancel it.
  const reloadLater = (delayMs: number) => {
    setWaiting((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setWaiting((count) => count - 1);
      void queryClient.invalidateQueries({ queryKey });
    }, delayMs);
    timers.current.add(timer);
  };
  return { reloadLater, pending: waiting > 0 };
}
