import { Route } from 'react-router-dom';
import { NotBuiltYet } from '../../common/NotBuiltYet';

/** The labour screens of spec 2 inside the admin layout (paths under /admin). */
export const labourRoutes = [
  <Route key="/labors" path="/labors" element={<NotBuiltYet screen="resources.labors.name" />} />,
  <Route key="/labor/create" path="/labor/create" element={<NotBuiltYet screen="app.page.labor_create" />} />,
  <Route key="/labor/edit/:id" path="/labor/edit/:id" element={<NotBuiltYet screen="app.page.labor_edit" />} />,
  <Route key="/labor/view/:id" path="/labor/view/:id" element={<NotBuiltYet screen="app.page.labor_view" />} />,
];
