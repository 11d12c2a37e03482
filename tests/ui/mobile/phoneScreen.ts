import { afterEach, beforeEach, vi } from 'vitest';

/** A 390 px wide screen: every max-width query of 390 px or more matches. */
const phoneMatchMedia = (query: string) => {
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
  return {
    matches: Boolean(maxWidth) && Number(maxWidth![1]) >= 390,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
};

/** Runs the file's tests on a phone-sized screen: jsdom has no layout, so media queries are stubbed. */
export function onPhoneScreen() {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', phoneMatchMedia);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
