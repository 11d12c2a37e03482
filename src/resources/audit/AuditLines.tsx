import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { AuditEntryDetail } from './AuditEntryDetail';
import type { AuditEntry } from './auditTypes';
import { NoEntries } from './NoEntries';
import { recordText, userText } from './recordLabel';

/**
 * The log on a phone: one line per entry (its record and what was done, then the kind of record,
 * who and when), opening in place to its changes, as a row does on a wide screen. Five columns
 * do not fit 390 px without scrolling sideways.
 */
export const AuditLines = () => {
  const { data, isPending } = useListContext<AuditEntry>();
  const translate = useTranslate();
  const { dateTime } = useLocaleFormat();
  if (isPending) return null;
  if (!data?.length) return <NoEntries />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((entry) => (
        <li key={entry.id}>
          <RecordContextProvider value={entry}>
            <Accordion disableGutters square elevation={0} slotProps={{ transition: { unmountOnExit: true } }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>
                    {translate('resources.audit.line', {
                      record: recordText(entry.record_label, entry.record_id, translate),
                      action: translate(`resources.audit.actions.${entry.action}`),
                    })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[translate(`resources.audit.resources.${entry.resource}`), userText(entry.user, translate), dateTime(entry.at)].join(
                      ' · ',
                    )}
                  </Typography>
                </Box>
              </AccordionSummary>
              <AccordionDetails sx={{ p: 0 }}>
                <AuditEntryDetail />
              </AccordionDetails>
            </Accordion>
          </RecordContextProvider>
        </li>
      ))}
    </Box>
  );
};
