import { Route } from 'react-router-dom';
import { LabourForm } from './LabourForm';
import { LabourList } from './LabourList';
import { LabourShow } from './LabourShow';

/** The labour screens of spec 2 inside the admin layout (paths under /admin). */
export const labourRoutes = [
  <Route key="/labors" path="/labors" element={<LabourList />} />,
  <Route key="/labor/create" path="/labor/create" element={<LabourForm />} />,
  <Route key="/labor/edit/:id" path="/labor/edit/:id" element={<LabourForm />} />,
  <Route key="/labor/view/:id" path="/labor/view/:id" element={<LabourShow />} />,
];
