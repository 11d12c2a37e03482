import { useMemo, useState, type ReactNode } from 'react';
import { isValid } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { hi } from 'date-fns/locale/hi';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useLocaleState, useTranslate } from 'react-admin';
import { dateOf, dayOf } from './reportPeriod';

// English as written in India (day before month), as the rest of the app dates things.
const PICKER_LOCALES = { en: enIN, hi };

/** The pickers in the app's language: date-fns' locale for dates, ours for their own texts. */
export const PickersLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const texts = useMemo(
    () => ({
      openDatePickerDialogue: (formatted: string | null) =>
        formatted
          ? translate('app.reports.pickers.choose_date_selected', { date: formatted })
          : translate('app.reports.pickers.choose_date'),
      datePickerToolbarTitle: translate('app.reports.pickers.toolbar_title'),
      previousMonth: translate('app.reports.pickers.previous_month'),
      nextMonth: translate('app.reports.pickers.next_month'),
      cancelButtonLabel: translate('app.reports.pickers.cancel'),
      clearButtonLabel: translate('app.reports.pickers.clear'),
      fieldClearLabel: translate('app.reports.pickers.clear'),
      okButtonLabel: translate('app.reports.pickers.ok'),
      todayButtonLabel: translate('app.reports.pickers.today'),
    }),
    [translate],
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={PICKER_LOCALES[locale as keyof typeof PICKER_LOCALES] ?? enIN}
      localeText={texts}
    >
      {children}
    </LocalizationProvider>
  );
};

interface DayFieldProps {
  /** i18n key of the label. */
  label: string;
  /** The day in the address (YYYY-MM-DD). */
  day: string;
  onDay: (day: string) => void;
  error?: boolean;
}

/**
 * One end of the period. What is typed stays in the field until it is a whole date; only then
 * does it reach the address, so a half-typed year never becomes a request.
 */
export const DayField = ({ label, day, onDay, error }: DayFieldProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Date | null>(() => dateOf(day));
  const [shown, setShown] = useState(day);
  // The address changed (a quick range, Back): the field follows it.
  if (shown !== day) {
    setShown(day);
    setDraft(dateOf(day));
  }
  return (
    <DatePicker
      label={translate(label)}
      value={draft}
      onChange={(value) => {
        setDraft(value);
        if (value && isValid(value)) {
          const next = dayOf(value);
          setShown(next);
          onDay(next);
        }
      }}
      slotProps={{ textField: { size: 'small', error, sx: { width: { xs: '100%', sm: 180 } } } }}
    />
  );
};
