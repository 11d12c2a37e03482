import { Button, type ButtonProps } from '@mui/material';

/**
 * The button that opens a hidden file input's chooser (`input`, the input's id). A real button:
 * MUI's Button drawn as the input's label gave the label role="button", which a label may not have.
 */
export const ChooseFileButton = ({ input, ...props }: Omit<ButtonProps, 'onClick'> & { input: string }) => (
  <Button variant="outlined" size="small" {...props} onClick={() => document.getElementById(input)?.click()} />
);
