import { useRecordRead } from '../../common/useRecordRead';
import type { LabourRecord } from './labourTypes';

/** One listing through /api/single-labor-info. */
export const useLabourRecord = (id: string | undefined) => useRecordRead<LabourRecord>('labour', id);
