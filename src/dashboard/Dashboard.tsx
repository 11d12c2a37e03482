import { NotBuiltYet } from '../common/NotBuiltYet';

/** The dashboard's cards and tables come with a later issue (spec 2 "Dashboard"). */
export const Dashboard = () => <NotBuiltYet screen="app.page.dashboard" />;
