// A form dialog named by aria-label carries that name on the dialog, not on MUI's presentational
// layer around it: named, that layer is read as content outside any landmark.
import { render, screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { FormDialog } from '../../../src/common/FormDialog';

describe('a form dialog', () => {
  it('puts its name on the dialog and none on the layer around it', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <FormDialog maxWidth={480} aria-label="Permissions of Vendor">
          <p>Products</p>
        </FormDialog>
      </ThemeProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Vendor' });
    expect(dialog).toHaveAttribute('aria-label', 'Permissions of Vendor');
    expect(document.querySelector('.MuiDialog-root')).not.toHaveAttribute('aria-label');
  });
});
