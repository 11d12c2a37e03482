import { useLayoutEffect, useRef } from 'react';
import { BulkActionsToolbarClasses, useListContext } from 'react-admin';
import { focusPageHeading } from './PageHeading';

/**
 * With its rows unselected (its Unselect button) a list's bulk toolbar hides, and the focus on its
 * button would fall to the page: the list's heading takes it. Checked as the toolbar hides, before
 * the browser moves the focus off it. A bulk action's dialog hands it over as it closes
 * (useBulkAction).
 */
export function useHeadingAfterSelection() {
  const { selectedIds } = useListContext();
  const selected = selectedIds.length > 0;
  const was = useRef(selected);
  useLayoutEffect(() => {
    if (was.current && !selected && document.activeElement?.closest(`.${BulkActionsToolbarClasses.toolbar}`)) focusPageHeading();
    was.current = selected;
  }, [selected]);
}
