/** 25 rows a page, page sizes 10, 25, 50, 100 and All (-1, capped by the server). */
export const DEFAULT_PER_PAGE = 25;
export const PER_PAGE_ALL = -1;
export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
