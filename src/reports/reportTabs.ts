import type { ReportInterval } from '../../schema/report';
import type { ReportRequest } from '../providers/calls/reports';

/** What every report tab is given: the body of its call (null: ask nothing) and the interval chosen. */
export interface ReportTabProps {
  body: ReportRequest | null;
  interval: ReportInterval;
  /** Staff see every seller's figures (or one's), a seller only its own. */
  staff: boolean;
  /** Staff may choose a seller on the page (they may list users). */
  sellerPicker: boolean;
}
