import { Route } from 'react-router-dom';
import { formTitle, lazyScreen } from '../../common/lazyScreen';

const ProductList = lazyScreen(() => import('./ProductList'), 'ProductList', 'resources.products.list_title');
const ProductForm = lazyScreen(
  () => import('./ProductForm'),
  'ProductForm',
  formTitle('resources.products.form.create_title', 'resources.products.form.edit_title'),
);
const ProductShow = lazyScreen(() => import('./ProductShow'), 'ProductShow', 'resources.products.detail.product_info');

/** The product screens inside the admin layout (paths under /admin), each loaded with its route. */
export const productRoutes = [
  <Route key="/products" path="/products" element={<ProductList />} />,
  <Route key="/product/create" path="/product/create" element={<ProductForm />} />,
  <Route key="/product/edit/:id" path="/product/edit/:id" element={<ProductForm />} />,
  <Route key="/product/:id" path="/product/:id" element={<ProductShow />} />,
];
