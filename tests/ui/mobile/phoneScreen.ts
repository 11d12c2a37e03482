import { afterEach, beforeEach, vi } from 'vitest';

const mediaQueryList = (query: string, matches: boolean) => ({
  matches,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

/** A 390 px wide screen: every max-width query of 390 px or more matches. */
const phoneMatchMedia = (query: string) => {
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
  return mediaQueryList(query, Boolean(maxWidth) && Number(maxWidth![1]) >= 390);
};

/** A 1366 px wide screen: a width query matches as at 1366 px; no other query (colour scheme, motion) does. */
const desktopMatchMedia = (query: string) => {
  const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
  const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
  const width = Boolean(minWidth || maxWidth);
  return mediaQueryList(query, width && (!minWidth || Number(minWidth[1]) <= 1366) && (!maxWidth || Number(maxWidth[1]) >= 1366));
};

/** Runs the file's tests on a phone-sized screen: jsdom has no layout, so media queries are stubbed. */
export function onPhoneScreen() {
  onScreen(phoneMatchMedia);
}

/** Runs the tests on a laptop-sized screen, where react-admin draws what it keeps for wide screens. */
export function onDesktopScreen() {
  onScreen(desktopMatchMedia);
}

function onScreen(matchMedia: (query: string) => ReturnType<typeof mediaQueryList>) {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', matchMedia);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
