import type { RaRecord } from 'react-admin';
import type { ActiveStatus } from '../../common/StatusSwitch';
import type { StoredImage } from '../../common/images';

/** A working day of a listing as the server sends it (times HH:mm, amounts computed there). */
export interface LabourDay {
  id?: string;
  labor_id?: string;
  day_number: number;
  day_name: string;
  start_time: string;
  end_time: string;
  break_minute: number;
  per_hour_amount: number;
  working_minutes?: number;
  day_amount?: number;
}

export interface LabourImage extends StoredImage {
  labor_id?: string;
}

/** A row of /api/labor-list and /api/single-labor-info (docs/api.md "Labour"). */
export interface LabourRecord extends RaRecord {
  user_id: string;
  labor_name: string;
  work_title: string;
  phone: string;
  status: ActiveStatus;
  description?: string | null;
  image_url?: string | null;
  user?: { uuid: string; name: string; image_url?: string | null } | null;
  work_images?: LabourImage[];
  working_day?: LabourDay[];
}
