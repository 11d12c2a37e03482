import type { ReactElement, ReactNode } from 'react';
import { Box, Divider, FormControlLabel, Stack, Typography } from '@mui/material';
import type { PermissionName, Subject } from '../../../schema/permissions';
import { columnCells, GRANT_ACTIONS, rowCells, SUBJECTS } from './grantMatrix';

export type GrantAction = (typeof GRANT_ACTIONS)[number];

interface GrantBlocksProps {
  /** A cell's box, none where the matrix has no such permission. */
  cellBox: (subject: Subject, action: GrantAction) => ReactElement | undefined;
  /** The box that ticks or clears all the cells given. */
  allBox: (cells: PermissionName[], label: string) => ReactElement;
  subjectLabel: (subject: string) => string;
  actionLabel: (action: string) => string;
  allLabel: string;
}

/** A line of boxes, each named beside it, wrapping as the screen's width needs. */
const Boxes = ({ children }: { children: ReactNode }) => <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>{children}</Box>;

/**
 * The grants matrix on a phone, where its eight columns would not fit: a block per subject, its
 * name and "All" box on top and a named box per action under it; the columns' "All" boxes, one per
 * action, come first in a block of their own.
 */
export const GrantBlocks = ({ cellBox, allBox, subjectLabel, actionLabel, allLabel }: GrantBlocksProps) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
    <li>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {allLabel}
      </Typography>
      <Boxes>
        {GRANT_ACTIONS.map((action) => (
          <FormControlLabel key={action} control={allBox(columnCells(action), actionLabel(action))} label={actionLabel(action)} />
        ))}
      </Boxes>
    </li>
    {SUBJECTS.map((subject) => (
      <li key={subject}>
        <Divider sx={{ my: 1 }} />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            {subjectLabel(subject)}
          </Typography>
          <FormControlLabel control={allBox(rowCells(subject), subjectLabel(subject))} label={allLabel} sx={{ mr: 0 }} />
        </Stack>
        <Boxes>
          {GRANT_ACTIONS.map((action) => {
            const box = cellBox(subject, action);
            return box && <FormControlLabel key={action} control={box} label={actionLabel(action)} />;
          })}
        </Boxes>
      </li>
    ))}
  </Box>
);
