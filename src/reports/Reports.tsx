import type { ComponentType } from 'react';
import { Box, Card, CardContent, LinearProgress, Stack, Tab, Tabs } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { ScreenTitle } from '../layout/ScreenTitle';
import type { ReportName } from '../../schema/report';
import { ListAccess } from '../common/ListAccess';
import { useSignedInUser } from '../common/useSignedInUser';
import { CategoriesTab } from './CategoriesTab';
import { DownloadCsvButton } from './DownloadCsvButton';
import { OrdersTab } from './OrdersTab';
import { PlacesTab } from './PlacesTab';
import { ProductsTab } from './ProductsTab';
import { ReportFiltersBar } from './ReportFiltersBar';
import type { ReportTabProps } from './reportTabs';
import { SalesTab } from './SalesTab';
import { SellersTab } from './SellersTab';
import { StatementTab } from './StatementTab';
import { reportsFor, useReportFilters } from './useReportFilters';
import { PageHeading } from '../common/PageHeading';

const TABS: Record<ReportName, ComponentType<ReportTabProps>> = {
  sales: SalesTab,
  categories: CategoriesTab,
  products: ProductsTab,
  sellers: SellersTab,
  statement: StatementTab,
  places: PlacesTab,
  orders: OrdersTab,
};

/** The Reports page, for whoever holds report_view: sellers read their own sales, staff everyone's. */
export const Reports = () => (
  <ListAccess resource="reports">
    <ReportsPage />
  </ListAccess>
);

const ReportsPage = () => {
  const { isStaff, isPending } = useSignedInUser();
  // Staff pick the seller from the seller lookup, which needs the users list.
  const { canAccess: canListUsers } = useCanAccess({ resource: 'users', action: 'list' });
  // Who is signed in decides the tabs and whether a seller may be named: wait for it.
  if (isPending) return <LinearProgress sx={{ mt: 2 }} />;
  return <ReportsFor staff={isStaff} sellerPicker={isStaff && !!canListUsers} />;
};

const ReportsFor = ({ staff, sellerPicker }: { staff: boolean; sellerPicker: boolean }) => {
  const translate = useTranslate();
  const { filters, change } = useReportFilters(staff);
  const { report, body, interval } = filters;
  const ReportTab = TABS[report];
  // A statement is one seller's: staff must have chosen one.
  const exportBody = report === 'statement' && staff && !filters.sellerId ? null : body;
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2, minWidth: 0 }}>
      <ScreenTitle title="app.page.reports" />
      <PageHeading sx={{ displayPrint: 'none' }}>{translate('app.page.reports')}</PageHeading>
      <ReportFiltersBar filters={filters} onChange={change} sellerPicker={sellerPicker} />
      {/* Width 0 and a minimum of the page's: its tabs and tables scroll inside it, never stretching the page past the screen. */}
      <Card sx={{ width: 0, minWidth: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}>
          <Tabs
            value={report}
            onChange={(_event, next: ReportName) => change({ report: next })}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={translate('app.reports.tabs.label')}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {reportsFor(staff).map((name) => (
              <Tab key={name} value={name} label={translate(`app.reports.tabs.${name}`)} />
            ))}
          </Tabs>
        </Box>
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1, displayPrint: 'none' }}>
            <DownloadCsvButton report={report} body={exportBody} />
          </Box>
          {/* A refused period asks nothing; its message is under the filters. */}
          {body && <ReportTab key={report} body={body} interval={interval} staff={staff} sellerPicker={sellerPicker} />}
        </CardContent>
      </Card>
    </Stack>
  );
};
