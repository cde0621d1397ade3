import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work when the browser says it is idle, not before', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 7;
    });
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    idle?.();
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancels the idle callback it asked for', () => {
    vi.stubGlobal('requestIdleCallback', () => 7);
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(() => undefined)();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a task of its own where idle callbacks do not exist, and cancels it', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
