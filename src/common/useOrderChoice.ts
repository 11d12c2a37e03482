import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

export type OrderChoiceField = 'status' | 'payment_status' | 'payment_type';

/** An order's status, payment status or payment type in the reader's language; a value without a label stays as sent. */
export const useOrderChoice = () => {
  const translate = useTranslate();
  return useCallback(
    (field: OrderChoiceField, value: string) => translate(`resources.orders.choices.${field}.${value}`, { _: value }),
    [translate],
  );
};
