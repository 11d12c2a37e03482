import { DataTable, useTranslate } from 'react-admin';
import { ScrollingTable } from '../../common/ScrollingTable';
import { TitledList } from '../../common/TitledList';
import { DEFAULT_PER_PAGE } from '../../common/pageSizes';
import { useResponsiveFilters } from '../../common/ResponsiveFilters';
import { useIsSmall } from '../../common/useIsSmall';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { AuditEntryDetail } from './AuditEntryDetail';
import { AuditLines } from './AuditLines';
import { auditFilters } from './auditFilters';
import type { AuditEntry } from './auditTypes';
import { AuditRecordField } from './AuditRecordField';
import { AuditUserField } from './AuditUserField';
import { NoEntries } from './NoEntries';

const label = (field: string) => `resources.audit.fields.${field}`;
const oneLine = () => ({ whiteSpace: 'nowrap' }) as const;

/** /admin/audit: the read-only log of changes, newest first, each row expanding to its values. */
export const AuditList = () => {
  const translate = useTranslate();
  const { dateTime } = useLocaleFormat();
  const title = translate('resources.audit.list_title');
  const filters = useResponsiveFilters(auditFilters);
  const small = useIsSmall();
  return (
    <TitledList
      resource="audit"
      title={title}
      perPage={DEFAULT_PER_PAGE}
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      actions={false}
    >
      {small ? (
        <AuditLines />
      ) : (
        <ScrollingTable>
          <DataTable<AuditEntry> bulkActionButtons={false} rowClick="expand" expand={<AuditEntryDetail />} empty={<NoEntries />}>
            {/* One line: wrapped at a word, a narrow window's column stood each entry five lines tall. */}
            <DataTable.Col source="at" label={label('at')} render={(entry) => dateTime(entry.at)} cellSx={oneLine} disableSort />
            <DataTable.Col label={label('user_id')} render={() => <AuditUserField />} disableSort />
            <DataTable.Col
              source="resource"
              label={label('resource')}
              render={(entry) => translate(`resources.audit.resources.${entry.resource}`)}
              disableSort
            />
            <DataTable.Col source="record_id" label={label('record_id')} render={() => <AuditRecordField />} disableSort />
            <DataTable.Col
              source="action"
              label={label('action')}
              render={(entry) => translate(`resources.audit.actions.${entry.action}`)}
              disableSort
            />
          </DataTable>
        </ScrollingTable>
      )}
    </TitledList>
  );
};
