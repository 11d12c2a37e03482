import { useEffect, useState } from 'react';
import { FormControlLabel, Switch } from '@mui/material';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { productApi } from './productApi';
import type { ProductRecord } from './productTypes';
import { useApiCall } from '../../common/useApiCall';

/** The Status column: sent at once, the server's message shown as a success (spec 4). */
export const ProductStatusSwitch = () => {
  const product = useRecordContext<ProductRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const run = useApiCall();
  const { canAccess } = useCanAccess({ resource: 'products', action: 'edit' });
  const serverActive = product?.status === 'Active';
  const [active, setActive] = useState(serverActive);
  const [sending, setSending] = useState(false);
  useEffect(() => setActive(serverActive), [serverActive]);
  if (!product) return null;

  const toggle = async (next: boolean) => {
    setActive(next);
    setSending(true);
    const message = await run(() => productApi.updateStatus(String(product.id), next ? 'Active' : 'In-Active'));
    setSending(false);
    if (message === undefined) setActive(!next);
    else notify(message, { type: 'success' });
    refresh();
  };

  return (
    <FormControlLabel
      label={translate(`resources.products.choices.status.${active ? 'Active' : 'In-Active'}`)}
      control={
        <Switch
          checked={active}
          disabled={!canAccess || sending}
          onChange={(event) => void toggle(event.target.checked)}
          slotProps={{ input: { 'aria-label': translate('resources.products.list.status_of', { name: product.name }) } }}
        />
      }
    />
  );
};
