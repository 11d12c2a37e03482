import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { Command } from 'cmdk';

interface PaletteItemProps {
  /** Unique in the palette: what cmdk selects by. */
  value: string;
  icon: ComponentType;
  label: string;
  detail?: string;
  onSelect: () => void;
}

/** One line of the palette: its kind's icon, a name and a line of detail. */
export const PaletteItem = ({ value, icon: Icon, label, detail, onSelect }: PaletteItemProps) => (
  <Command.Item value={value} onSelect={onSelect}>
    <Box sx={{ display: 'flex', color: 'action.active', '& svg': { fontSize: 20 } }}>
      <Icon />
    </Box>
    <Box sx={{ minWidth: 0 }}>
      <Typography noWrap>{label}</Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {detail}
        </Typography>
      )}
    </Box>
  </Command.Item>
);
