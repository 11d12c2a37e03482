import { useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { resourceOfSubject } from '../providers/resources';
import { useLiveMessages } from './LiveContext';

/**
 * In a list's bulk toolbar: a selected row that someone deleted (in another window too) leaves the
 * selection, so the count and the bulk action name only rows that are still there.
 */
export const UnselectDeleted = () => {
  const { resource, selectedIds, onSelect } = useListContext();
  // The selection as last set, so deletions heard before the next render each keep the others'.
  const selected = useRef(selectedIds);
  useEffect(() => {
    selected.current = selectedIds;
  });
  useLiveMessages((message) => {
    if (message.type !== 'change') return;
    const { change } = message;
    if (change.action !== 'delete' || resourceOfSubject(change.subject) !== resource) return;
    const kept = selected.current.filter((id) => String(id) !== String(change.record_id));
    if (kept.length === selected.current.length) return;
    selected.current = kept;
    onSelect(kept);
  });
  return null;
};
