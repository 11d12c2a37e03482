import type { StaleChange } from '../../../schema/version';
import { chosenFileOf } from '../../common/images';
import { useHeldBackNotice } from '../../common/useHeldBackNotice';
import { useSaveRecord } from '../../common/useSaveRecord';
import { toLabourPayload, type LabourFormValues } from './labourFormValues';
import type { LabourRecord } from './labourTypes';

/**
 * Where the server's messages land: a day row's own fields stay on its inputs
 * (labor_day_working.0.end_time); "no days" and a repeated day on the days choice; the work
 * images' on the images input.
 */
const aliasOf = (field: string) => {
  if (field === 'labor_day_working' || /^labor_day_working\.\d+\.day_(number|name)$/.test(field)) return 'working_days';
  if (field.startsWith('labour_images')) return 'new_images';
  return undefined;
};

// The kept images are sent first (toLabourPayload), the new files after them.
const fileOf = (field: string, values: LabourFormValues) =>
  chosenFileOf(field, 'labour_images', values.new_images, values.existing_images.length);

/** Saves the labour form: the server's message and back to the list, or the errors on the form. */
export const useSaveLabour = (record: LabourRecord | undefined, onStale: (change: StaleChange) => void) =>
  useSaveRecord<LabourFormValues>({
    resource: 'labour',
    record,
    onStale,
    listPath: '/labors',
    toPayload: toLabourPayload,
    aliasOf,
    fileOf,
    warningOf: useHeldBackNotice(),
  });
