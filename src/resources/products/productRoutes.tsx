import { Route } from 'react-router-dom';
import { ProductForm } from './ProductForm';
import { ProductList } from './ProductList';
import { ProductShow } from './ProductShow';

/** The product screens of spec 2 inside the admin layout (paths under /admin). */
export const productRoutes = [
  <Route key="/products" path="/products" element={<ProductList />} />,
  <Route key="/product/create" path="/product/create" element={<ProductForm />} />,
  <Route key="/product/edit/:id" path="/product/edit/:id" element={<ProductForm />} />,
  <Route key="/product/:id" path="/product/:id" element={<ProductShow />} />,
];
