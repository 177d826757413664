import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { CAPTURE_SCRIPT, REPLAY_GIVE_UP_MS } from "../../src/lib/replay.ts";

/** A control as the capture sees it: attributes, a click, a place in the page. */
function control() {
  const attrs = new Map<string, string>();
  return {
    attrs,
    isConnected: true,
    clicks: 0,
    setAttribute: (name: string, value: string) => attrs.set(name, value),
    removeAttribute: (name: string) => attrs.delete(name),
    click() {
      this.clicks += 1;
    },
  };
}

/** Runs the capture in a window of its own and returns what a test needs to drive it. */
function capture() {
  const listeners = new Map<string, (event: unknown) => void>();
  const window = {
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    setTimeout,
    clearTimeout,
    __replay: undefined as undefined | { p: unknown[]; k: unknown[]; off(): ReturnType<typeof control>[] },
  };
  vm.runInNewContext(CAPTURE_SCRIPT, Object.assign(window, { window }));
  const tap = (target: ReturnType<typeof control> | null) => {
    const event = { target: { closest: () => target }, preventDefault: vi.fn(), stopPropagation: vi.fn() };
    listeners.get("click")?.(event);
    return event;
  };
  const press = (key: string, opts: { on?: ReturnType<typeof control>; ctrl?: boolean; meta?: boolean } = {}) => {
    const event = {
      target: { closest: () => opts.on ?? null },
      key,
      ctrlKey: !!opts.ctrl,
      metaKey: !!opts.meta,
      preventDefault: vi.fn(),
      stopPropagation: vi.fn(),
    };
    listeners.get("keydown")?.(event);
    return event;
  };
  return { window, listeners, tap, press };
}

describe("the inline tap capture", () => {
  it("is under 1 KB", () => {
    expect(Buffer.byteLength(CAPTURE_SCRIPT)).toBeLessThan(1024);
  });

  it("holds a tap on a data-replay control once, marked pressed, and lets other taps through", () => {
    const { window, tap } = capture();
    const menu = control();
    const first = tap(menu);
    tap(menu);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(first.stopPropagation).toHaveBeenCalled();
    expect(menu.attrs.get("data-replay-pending")).toBe("");
    expect(menu.attrs.get("aria-busy")).toBe("true");
    expect(window.__replay!.p).toEqual([menu]);
    expect(tap(null).preventDefault).not.toHaveBeenCalled();
  });

  it("holds the keys the scripts answer: arrows, Home and End on a data-replay control, Ctrl or ⌘ + K anywhere", () => {
    const { window, press } = capture();
    const tab = control();
    expect(press("ArrowRight", { on: tab }).preventDefault).toHaveBeenCalled();
    expect(press("End", { on: tab }).preventDefault).toHaveBeenCalled();
    expect(press("k", { meta: true }).preventDefault).toHaveBeenCalled();
    expect(press("K", { ctrl: true, on: tab }).preventDefault).toHaveBeenCalled();
    // Other keys, and arrows outside a control (the page scrolls), are left to the browser.
    expect(press("a", { on: tab }).preventDefault).not.toHaveBeenCalled();
    expect(press("ArrowDown").preventDefault).not.toHaveBeenCalled();
    expect(press("k").preventDefault).not.toHaveBeenCalled();
    expect(press("a", { on: tab }).stopPropagation).not.toHaveBeenCalled();
    expect(window.__replay!.k).toEqual([
      [tab, "ArrowRight", false],
      [tab, "End", false],
      [window, "k", true],
      [tab, "K", true],
    ]);
  });

  it("keeps a held key from the page's own listeners, so it is answered once, when it is pressed again", () => {
    // React listens from the moment it starts hydrating: a key it saw as well as the capture would move
    // the FAQ's tab two steps once replayed.
    const { press } = capture();
    const tab = control();
    expect(press("ArrowRight", { on: tab }).stopPropagation).toHaveBeenCalled();
    expect(press("k", { ctrl: true }).stopPropagation).toHaveBeenCalled();
  });

  it("hands the held controls over unmarked and stops listening", () => {
    const { window, listeners, tap } = capture();
    const sort = control();
    tap(sort);
    expect(window.__replay!.off()).toEqual([sort]);
    expect(sort.attrs.size).toBe(0);
    expect(listeners.size).toBe(0);
  });

  it("gives held taps back to the browser when the scripts fail or take too long", () => {
    vi.useFakeTimers();
    try {
      const late = capture();
      const send = control();
      late.tap(send);
      vi.advanceTimersByTime(REPLAY_GIVE_UP_MS);
      expect(send.clicks).toBe(1);
      expect(late.listeners.size).toBe(0);

      const failed = capture();
      const search = control();
      failed.tap(search);
      failed.listeners.get("error")?.({ target: { tagName: "LINK", rel: "stylesheet" } });
      expect(search.clicks).toBe(0);
      failed.listeners.get("error")?.({ target: { tagName: "SCRIPT" } });
      expect(search.clicks).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
