import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh } from 'react-admin';
import type { BulkAction, BulkResult } from '../providers/dataProvider';
import { messageOf } from '../providers/serverErrors';
import { focusPageHeading } from './PageHeading';

/**
 * Runs a bulk call on the selected rows, then says "N done, M refused" with each reason, clears
 * the selection and reloads the list. Refused rows are unchanged on the server. Once done, the
 * action's dialog (`closing`) hands the focus to the list's heading as it closes: the button it
 * would go back to is in the bulk toolbar, hidden with the selection.
 */
export function useBulkAction() {
  const { resource, selectedIds, onUnselectItems } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const run = async (action: BulkAction, data?: Record<string, unknown>) => {
    setSending(true);
    try {
      const result: BulkResult = await dataProvider.bulk(resource, { action, ids: selectedIds, data });
      const counts = { done: result.done.length, refused: result.refused.length };
      const reasons = [...new Set(result.refused.map((r) => r.reason))].join('; ');
      notify(reasons ? 'app.bulk.summary_reasons' : 'app.bulk.summary', {
        type: result.refused.length ? 'warning' : 'success',
        messageArgs: { ...counts, reasons },
      });
      setDone(true);
      onUnselectItems();
      refresh();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  const closing = {
    disableRestoreFocus: done,
    onExited: () => {
      if (!done) return;
      setDone(false);
      focusPageHeading();
    },
  };
  return { run, sending, count: selectedIds.length, closing };
}
