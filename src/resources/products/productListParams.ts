import { ALL } from '../../common/selectAll';

export { DEFAULT_PER_PAGE, PER_PAGE_ALL, PER_PAGE_OPTIONS } from '../../common/pageSizes';
export { ALL };
export const DEFAULT_FILTER = { category_id: ALL, sub_category_id: ALL, user_id: ALL } as const;
