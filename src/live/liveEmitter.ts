import type { LiveMessage } from './liveConnection';

export type LiveListener = (message: LiveMessage) => void;
/** Adds a listener; returns what removes it. */
export type LiveSubscribe = (listener: LiveListener) => () => void;

/** The tab's one stream fanned out to every screen that listens. */
export const createLiveEmitter = () => {
  const listeners = new Set<LiveListener>();
  const subscribe: LiveSubscribe = (listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const emit = (message: LiveMessage) => listeners.forEach((listener) => listener(message));
  return { subscribe, emit };
};
