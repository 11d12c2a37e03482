import { useState, type ReactNode } from 'react';
import { LiveContext } from './LiveContext';
import { createLiveEmitter } from './liveEmitter';
import { useLiveConnection } from './useLiveConnection';
import { useLiveListRefresh } from './useLiveListRefresh';
import { useOwnAccessRefresh } from './useOwnAccessRefresh';

const Refreshes = () => {
  useLiveListRefresh();
  useOwnAccessRefresh();
  return null;
};

/** Opens the tab's live stream and hands its messages to the screens inside (useLiveMessages). */
export const LiveProvider = ({ children }: { children: ReactNode }) => {
  const [emitter] = useState(createLiveEmitter);
  useLiveConnection(emitter.emit);
  return (
    <LiveContext.Provider value={emitter.subscribe}>
      <Refreshes />
      {children}
    </LiveContext.Provider>
  );
};
