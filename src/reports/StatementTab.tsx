import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import type { Statement, StatementLine } from '../../schema/report';
import { useLocaleFormat } from '../common/useLocaleFormat';
import { ReportState } from './ReportState';
import { ReportTable } from './ReportTable';
import type { ReportTabProps } from './reportTabs';
import { StatementPrintStyles } from './StatementPrintStyles';
import { useReport } from './useReport';

/**
 * A seller's statement: each line sold in the period with its discount, taxable value, GST and total, and
 * their sums. Staff choose the seller first; a seller's is its own.
 */
export const StatementTab = ({ body, staff, sellerPicker }: ReportTabProps) => {
  const translate = useTranslate();
  const chosen = !staff || Boolean(body?.seller_id);
  const query = useReport('statement', chosen ? body : null);
  if (!chosen)
    return (
      <Alert severity="info">
        {/* A role that may not list users has no picker: only a link naming the seller opens a statement. */}
        {translate(sellerPicker ? 'app.reports.statement.choose_seller' : 'app.reports.statement.no_seller_picker')}
      </Alert>
    );
  return (
    <ReportState query={query} isEmpty={(statement) => statement.totals.lines === 0}>
      {(statement) => <StatementSheet statement={statement} from={body!.from} to={body!.to} />}
    </ReportState>
  );
};

const StatementSheet = ({ statement, from, to }: { statement: Statement; from: string; to: string }) => {
  const translate = useTranslate();
  const { money, number, date } = useLocaleFormat();
  const { totals, lines } = statement;
  return (
    <Stack spacing={2} className="statement-sheet">
      <StatementPrintStyles />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="h2">
            {translate('app.reports.statement.title', { seller: statement.seller.name })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.reports.period', { from: date(from), to: date(to) })}
          </Typography>
        </Box>
        <Button label="app.reports.statement.print" onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
          <PrintIcon />
        </Button>
      </Box>
      {totals.lines > lines.length && (
        <Alert severity="info">
          {translate('app.reports.statement.first_lines', { shown: number(lines.length), total: number(totals.lines) })}
        </Alert>
      )}
      <ReportTable<StatementLine>
        label="app.reports.tabs.statement"
        rows={lines}
        rowKey={(line, index) => `${line.order_id}-${index}`}
        totalsLabel={translate('app.reports.statement.totals', { smart_count: totals.lines, lines: number(totals.lines) })}
        columns={[
          { label: 'app.reports.statement.order', render: (line) => line.order },
          // The market's day the report counts the line in, as the period above is: not the viewer's day.
          { label: 'app.reports.statement.date', render: (line) => date(line.day) },
          { label: 'app.reports.statement.product', render: (line) => line.product },
          {
            label: 'app.reports.statement.quantity',
            numeric: true,
            render: (line) => number(line.quantity),
            total: number(totals.quantity),
          },
          { label: 'app.reports.statement.unit_price', numeric: true, render: (line) => money(line.unit_price) },
          {
            label: 'app.reports.statement.discount',
            numeric: true,
            render: (line) => money(line.discount),
            total: money(totals.discount),
          },
          { label: 'app.reports.statement.taxable', numeric: true, render: (line) => money(line.taxable), total: money(totals.taxable) },
          { label: 'app.reports.statement.tax_percentage', numeric: true, render: (line) => `${number(line.tax_percentage)}%` },
          { label: 'app.reports.statement.tax', numeric: true, render: (line) => money(line.tax), total: money(totals.tax) },
          { label: 'app.reports.statement.total', numeric: true, render: (line) => money(line.total), total: money(totals.total) },
        ]}
      />
    </Stack>
  );
};
