/** Spec 2/9: 25 rows a page, page sizes 10, 25, 50, 100 and All (-1). */
export const DEFAULT_PER_PAGE = 25;
export const PER_PAGE_ALL = -1;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
/** 'All' is the 'Select All' choice of each filter; the server reads it as no filter. */
export const ALL = 'All';
export const DEFAULT_FILTER = { category_id: ALL, sub_category_id: ALL, user_id: ALL } as const;
