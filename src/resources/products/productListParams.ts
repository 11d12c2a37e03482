export { DEFAULT_PER_PAGE, PER_PAGE_ALL, PER_PAGE_OPTIONS } from '../../common/pageSizes';
/** 'All' is the 'Select All' choice of each filter; the server reads it as no filter. */
export const ALL = 'All';
export const DEFAULT_FILTER = { category_id: ALL, sub_category_id: ALL, user_id: ALL } as const;
