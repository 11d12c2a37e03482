import { render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { DayField, PickersLocalization } from '../../../src/common/DayField';

const emptyField = (locale = 'en') =>
  render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      <PickersLocalization>
        <DayField label="app.reports.filters.from" day="" onDay={() => undefined} notADay="app.reports.filters.not_a_day" />
      </PickersLocalization>
    </AdminContext>,
  );

const placeholders = async () =>
  within(await screen.findByRole('group'))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent);

describe('an empty date field', () => {
  it('shows what each part takes, in English', async () => {
    emptyField();
    expect(await placeholders()).toEqual(['DD', 'MM', 'YYYY']);
  });

  it('shows what each part takes, in Hindi', async () => {
    emptyField('hi');
    expect(await placeholders()).toEqual(['दिन', 'माह', 'वर्ष']);
  });
});
