// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLookup } from './lookup';

const setUp = (id: string | undefined) => {
  const reload = vi.fn();
  const open = vi.fn();
  const hook = renderHook(() => useLookup({ id, keyOf: (text) => text.trim() || undefined, reload, open }));
  return { ...hook, reload, open };
};

describe('useLookup', () => {
  it('starts from the key in the URL, with its panel open', () => {
    const { result } = setUp('100003');
    expect(result.current.value).toBe('100003');
    expect(result.current.panelOpen).toBe(true);
    expect(setUp(undefined).result.current.panelOpen).toBe(false);
  });

  it('goes to a new key, and does nothing for a blank one', () => {
    const { result, open, reload } = setUp('100003');
    act(() => result.current.onChange('   '));
    act(() => result.current.search());
    expect(open).not.toHaveBeenCalled();
    act(() => result.current.onChange(' 100004 '));
    act(() => result.current.search());
    expect(open).toHaveBeenCalledWith('100004');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the same key in place, reopens its panel and shows its failure again', () => {
    const { result, open, reload } = setUp('100003');
    act(() => result.current.setPanelOpen(false));
    act(() => result.current.onChange('100003'));
    expect(result.current.errorDismissed).toBe(true);
    act(() => result.current.search());
    expect(reload).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
    expect(result.current.panelOpen).toBe(true);
    expect(result.current.errorDismissed).toBe(false);
  });
});
