import { RecordPageState } from '../../common/RecordPageState';

/** What a user page shows while its user loads, or when it cannot be loaded (403, 404). */
export const UserPageState = ({ isPending, error }: { isPending: boolean; error: unknown }) => (
  <RecordPageState resource="users" isPending={isPending} error={error} />
);
