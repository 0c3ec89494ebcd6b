// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useReloadLater } from './use-reload-later';

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useReloadLater(['bin', 7]), { wrapper });
  return { hook, invalidate };
}

describe('useReloadLater', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refetches the query once its delay has passed, and says a reload is pending until then', () => {
    const { hook, invalidate } = setup();
    expect(hook.result.current.pending).toBe(false);
    act(() => hook.result.current.reloadLater(5000));
    expect(hook.result.current.pending).toBe(true);
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['bin', 7] });
    expect(hook.result.current.pending).toBe(false);
  });

  it('keeps each delay: a quick reload asked after a slow one does not cancel it', () => {
    const { hook, invalidate } = setup();
    act(() => hook.result.current.reloadLater(3000));
    act(() => hook.result.current.reloadLater(1000));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(hook.result.current.pending).toBe(true);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(hook.result.current.pending).toBe(false);
  });

  it('reloads nothing once the screen is gone', () => {
    const { hook, invalidate } = setup();
    act(() => hook.result.current.reloadLater(2000));
    hook.unmount();
    vi.advanceTimersByTime(5000);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
