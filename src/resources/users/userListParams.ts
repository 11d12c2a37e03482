export { DEFAULT_PER_PAGE } from '../../common/pageSizes';
/** The status filter starts at All; refresh goes back to it. */
export const DEFAULT_FILTER = { status: 'All' } as const;
