import { useCanAccessResources } from 'react-admin';

const LISTS = ['users', 'products', 'orders', 'labour', 'categories', 'sub-categories'] as const;
const RECORDS = ['products', 'orders'] as const;

/**
 * Which parts of the dashboard lead somewhere the signed-in user may open: the lists its cards,
 * charts and sections count, and the records its latest tables link to. Nothing is granted until
 * the answer is known, so a part never shows and then disappears.
 */
export const useDashboardAccess = () => {
  const lists = useCanAccessResources({ action: 'list', resources: [...LISTS] });
  const records = useCanAccessResources({ action: 'show', resources: [...RECORDS] });
  const list = (resource: (typeof LISTS)[number]) => lists.canAccess?.[resource] === true;
  const show = (resource: (typeof RECORDS)[number]) => records.canAccess?.[resource] === true;
  return {
    users: list('users'),
    products: list('products'),
    orders: list('orders'),
    labour: list('labour'),
    categories: list('categories'),
    subCategories: list('sub-categories'),
    product: show('products'),
    order: show('orders'),
  };
};
