import { useGetOne } from 'react-admin';
import type { LabourRecord } from './labourTypes';

/** One listing through /api/single-labor-info. */
export const useLabourRecord = (id: string | undefined) =>
  useGetOne<LabourRecord>('labour', { id: id ?? '' }, { enabled: Boolean(id), retry: false });
