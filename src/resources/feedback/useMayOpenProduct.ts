import { useCallback } from 'react';
import { useSignedInUser } from '../../common/useSignedInUser';
import type { FeedbackRecord } from './feedbackTypes';

/**
 * Whether a row's product page is worth a link: staff open any product, anyone else only their
 * own (the server answers "not found" for another seller's). The product_view permission is
 * checked beside it.
 */
export const useMayOpenProduct = () => {
  const { id, isStaff } = useSignedInUser();
  return useCallback(
    (product: FeedbackRecord['product'] | undefined) => Boolean(product && (isStaff || (id !== undefined && product.user_id === id))),
    [id, isStaff],
  );
};
