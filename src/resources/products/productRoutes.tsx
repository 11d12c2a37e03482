import { Route } from 'react-router-dom';
import { lazyScreen } from '../../common/lazyScreen';

const ProductList = lazyScreen(() => import('./ProductList'), 'ProductList');
const ProductForm = lazyScreen(() => import('./ProductForm'), 'ProductForm');
const ProductShow = lazyScreen(() => import('./ProductShow'), 'ProductShow');

/** The product screens inside the admin layout (paths under /admin), each loaded with its route. */
export const productRoutes = [
  <Route key="/products" path="/products" element={<ProductList />} />,
  <Route key="/product/create" path="/product/create" element={<ProductForm />} />,
  <Route key="/product/edit/:id" path="/product/edit/:id" element={<ProductForm />} />,
  <Route key="/product/:id" path="/product/:id" element={<ProductShow />} />,
];
