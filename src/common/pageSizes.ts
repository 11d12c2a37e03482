/** 25 rows a page, page sizes 10, 25, 50, 100 and All (the footer's -1; see AllRowsPagination). */
export const DEFAULT_PER_PAGE = 25;
export const PER_PAGE_ALL = -1;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
