// Between a labour record, the form's values and the payload of labor-create / labor-update.
import type { ChosenImage } from '../../common/images';
import type { ChosenPhoto } from '../users/userFormValues';
import type { LabourImage, LabourRecord } from './labourTypes';
import { DAY_NAMES, LABOUR_STATUSES, type LabourStatus } from '../../../schema/labour';

export interface DayRowValues {
  day_number: number;
  start_time: string;
  end_time: string;
  break_minute: number;
  per_hour_amount: string;
}

export interface LabourFormValues {
  user_id: string;
  work_title: string;
  labor_name: string;
  phone: string;
  status: LabourStatus | '';
  description: string;
  /** The Select Working Days choice; labor_day_working holds a row per chosen day. */
  working_days: number[];
  labor_day_working: DayRowValues[];
  image: ChosenPhoto | null;
  remove_image: boolean;
  existing_images: LabourImage[];
  delete_images: string[];
  new_images: ChosenImage[];
}

export const emptyLabourValues = (userId = ''): LabourFormValues => ({
  user_id: userId,
  work_title: '',
  labor_name: '',
  phone: '',
  status: LABOUR_STATUSES[0],
  description: '',
  working_days: [],
  labor_day_working: [],
  image: null,
  remove_image: false,
  existing_images: [],
  delete_images: [],
  new_images: [],
});

export const labourToFormValues = (l: LabourRecord): LabourFormValues => {
  const days = [...(l.working_day ?? [])].sort((a, b) => a.day_number - b.day_number);
  return {
    ...emptyLabourValues(l.user_id),
    work_title: l.work_title ?? '',
    labor_name: l.labor_name ?? '',
    phone: l.phone ?? '',
    status: l.status ?? LABOUR_STATUSES[0],
    description: l.description ?? '',
    working_days: days.map((d) => d.day_number),
    labor_day_working: days.map((d) => ({
      day_number: d.day_number,
      start_time: d.start_time,
      end_time: d.end_time,
      break_minute: Number(d.break_minute ?? 0),
      per_hour_amount: String(d.per_hour_amount ?? 0),
    })),
    existing_images: l.work_images ?? [],
  };
};

/**
 * The body of labor-create / labor-update (docs/api.md "Labour"): the days as indexed
 * labor_day_working entries, the images kept as labour_images[i][labor_image_id] and the new files
 * as labour_images[i][image_file]; the profile image as image.
 */
export const toLabourPayload = (v: LabourFormValues): Record<string, unknown> => ({
  ...(v.user_id ? { user_id: v.user_id } : {}),
  work_title: v.work_title.trim(),
  labor_name: v.labor_name.trim(),
  phone: v.phone,
  status: v.status,
  description: v.description ?? '',
  labor_day_working: v.labor_day_working.map((d) => ({
    day_number: d.day_number,
    day_name: DAY_NAMES[d.day_number],
    start_time: d.start_time,
    end_time: d.end_time,
    break_minute: d.break_minute,
    per_hour_amount: d.per_hour_amount || '0',
  })),
  labour_images: [
    ...v.existing_images.map((image) => ({ labor_image_id: image.id })),
    ...v.new_images.map((image) => ({ image_file: image })),
  ],
  ...(v.image ? { image: v.image } : {}),
  ...(v.remove_image && !v.image ? { remove_image: '1' } : {}),
});
