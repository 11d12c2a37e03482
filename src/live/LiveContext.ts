import { createContext, useContext, useEffect, useRef } from 'react';
import type { LiveListener, LiveSubscribe } from './liveEmitter';

// Outside the admin layout (or signed out) nothing is streamed: listeners are never called.
export const LiveContext = createContext<LiveSubscribe>(() => () => undefined);

/** Calls listener with every message of the tab's live stream while the calling component is mounted. */
export const useLiveMessages = (listener: LiveListener) => {
  const subscribe = useContext(LiveContext);
  // The latest listener, so callers may pass a new function each render without resubscribing.
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((message) => latest.current(message)), [subscribe]);
};
