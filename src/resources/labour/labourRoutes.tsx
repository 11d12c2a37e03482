import { Route } from 'react-router-dom';
import { formTitle, lazyScreen } from '../../common/lazyScreen';

const LabourList = lazyScreen(() => import('./LabourList'), 'LabourList', 'resources.labour.list_title');
const LabourForm = lazyScreen(() => import('./LabourForm'), 'LabourForm', formTitle('app.page.labor_create', 'app.page.labor_edit'));
const LabourShow = lazyScreen(() => import('./LabourShow'), 'LabourShow', 'app.page.labor_view');

/** The labour screens inside the admin layout (paths under /admin), each loaded with its route. */
export const labourRoutes = [
  <Route key="/labors" path="/labors" element={<LabourList />} />,
  <Route key="/labor/create" path="/labor/create" element={<LabourForm />} />,
  <Route key="/labor/edit/:id" path="/labor/edit/:id" element={<LabourForm />} />,
  <Route key="/labor/view/:id" path="/labor/view/:id" element={<LabourShow />} />,
];
