import { RecordPageState } from '../../common/RecordPageState';

/** What a product page shows while its product loads, or when it cannot be loaded. */
export const ProductPageState = ({ isPending, error }: { isPending: boolean; error: unknown }) => (
  <RecordPageState resource="products" isPending={isPending} error={error} />
);
