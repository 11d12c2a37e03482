import { Box, Chip, type ChipProps } from '@mui/material';

export interface ImportCount {
  label: string;
  color: ChipProps['color'];
}

/** An import's figures as a row of chips (rows, to add, to change, with no change, refused; or what the run did). */
export const ImportCounts = ({ counts }: { counts: ImportCount[] }) => (
  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
    {counts.map(({ label, color }) => (
      <li key={label}>
        <Chip label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
      </li>
    ))}
  </Box>
);
