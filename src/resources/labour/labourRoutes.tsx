import { Route } from 'react-router-dom';
import { lazyScreen } from '../../common/lazyScreen';

const LabourList = lazyScreen(() => import('./LabourList'), 'LabourList');
const LabourForm = lazyScreen(() => import('./LabourForm'), 'LabourForm');
const LabourShow = lazyScreen(() => import('./LabourShow'), 'LabourShow');

/** The labour screens inside the admin layout (paths under /admin), each loaded with its route. */
export const labourRoutes = [
  <Route key="/labors" path="/labors" element={<LabourList />} />,
  <Route key="/labor/create" path="/labor/create" element={<LabourForm />} />,
  <Route key="/labor/edit/:id" path="/labor/edit/:id" element={<LabourForm />} />,
  <Route key="/labor/view/:id" path="/labor/view/:id" element={<LabourShow />} />,
];
