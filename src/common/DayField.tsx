import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { isValid } from 'date-fns';
import { enIN } from 'date-fns/locale/en-IN';
import { hi } from 'date-fns/locale/hi';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useLocaleState, useTranslate } from 'react-admin';
import { dateOf, dayOf } from './days';

// English as written in India (day before month), as the rest of the app dates things.
const PICKER_LOCALES = { en: enIN, hi };

/** The pickers in the app's language: date-fns' locale for dates, ours for their own texts. */
export const PickersLocalization = ({ children }: { children: ReactNode }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const texts = useMemo(
    () => ({
      openDatePickerDialogue: (formatted: string | null) =>
        formatted ? translate('app.pickers.choose_date_selected', { date: formatted }) : translate('app.pickers.choose_date'),
      datePickerToolbarTitle: translate('app.pickers.toolbar_title'),
      previousMonth: translate('app.pickers.previous_month'),
      nextMonth: translate('app.pickers.next_month'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        translate(view === 'year' ? 'app.pickers.to_calendar_view' : 'app.pickers.to_year_view'),
      // What a screen reader says for the field's parts, and for a part not typed yet.
      day: translate('app.pickers.day'),
      month: translate('app.pickers.month'),
      year: translate('app.pickers.year'),
      empty: translate('app.pickers.empty'),
      cancelButtonLabel: translate('app.pickers.cancel'),
      clearButtonLabel: translate('app.pickers.clear'),
      fieldClearLabel: translate('app.pickers.clear'),
      okButtonLabel: translate('app.pickers.ok'),
      todayButtonLabel: translate('app.pickers.today'),
      fieldDayPlaceholder: () => translate('app.pickers.day_placeholder'),
      fieldMonthPlaceholder: () => translate('app.pickers.month_placeholder'),
      fieldYearPlaceholder: () => translate('app.pickers.year_placeholder'),
      openPreviousView: translate('app.pickers.open_previous_view'),
      openNextView: translate('app.pickers.open_next_view'),
      dateTableLabel: translate('app.pickers.date_table'),
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
  /** The day in the address (YYYY-MM-DD); '' for none. */
  day: string;
  onDay: (day: string) => void;
  /** i18n key of what a typed day that is none says (the screen keeps the day before). */
  notADay: string;
  /** The day may be taken away (a filter): the field has a clear button, and emptied gives ''. */
  clearable?: boolean;
  /** Why a whole day may not be taken (an i18n key: an end before the start); it then stays in the field, marked. */
  refusalOf?: (day: string) => string | undefined;
  error?: boolean;
  /** What the screen says of the day it shows (an i18n key), when nothing typed says otherwise. */
  errorText?: string;
  /**
   * In a list's filter bar, which hides helper texts and lines its fields up at their foot: the
   * field's message is shown over what lies under the bar, as wide as the field (so that it
   * does not run under the next field's), and the bar keeps its shape.
   */
  inFilterBar?: boolean;
}

const messageOverBelow = {
  position: 'relative',
  '& .MuiFormHelperText-root.MuiFormHelperText-root': {
    display: 'block',
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    zIndex: 1,
    m: 0,
    px: 0.5,
    bgcolor: 'background.paper',
  },
} as const;

/** How long typing may pause before a whole date typed in is taken: "25" is not first the 2nd. */
const TYPING_PAUSE_MS = 500;

/**
 * One end of the period. What is typed stays in the field until it is a whole date and the typing
 * pauses; a day picked in the calendar is taken at once. Only then does it reach the address, so
 * a half-typed day never becomes a request. A day that is none (31/02), left in the field, is
 * marked as such, and so is a day the screen refuses (`refusalOf`): the screen stays on the day before.
 */
export const DayField = ({
  label,
  day,
  onDay,
  notADay: notADayKey,
  clearable,
  refusalOf,
  error,
  errorText,
  inFilterBar,
}: DayFieldProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Date | null>(() => dateOf(day));
  const [shown, setShown] = useState(day);
  const [notADay, setNotADay] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A day still being typed when the address moves is dropped, or its pause would end by undoing
  // what was chosen after it.
  useEffect(() => () => clearTimeout(typing.current), [day]);
  // The address changed (a quick range, Back): the field follows it.
  if (shown !== day) {
    setShown(day);
    setDraft(dateOf(day));
    setNotADay(false);
    setRefusal(undefined);
  }
  const take = (value: Date | null) => {
    clearTimeout(typing.current);
    if (value ? !isValid(value) : !clearable) return;
    const next = value ? dayOf(value) : '';
    const refused = next ? refusalOf?.(next) : undefined;
    setRefusal(refused);
    if (refused) return;
    setShown(next);
    if (next !== day) onDay(next);
  };
  const message = notADay ? notADayKey : (refusal ?? errorText);
  return (
    <DatePicker
      label={translate(label)}
      value={draft}
      onChange={(value, { source }) => {
        setDraft(value);
        setNotADay(false);
        setRefusal(undefined);
        clearTimeout(typing.current);
        // A day picked, or the field cleared, is taken at once.
        if (source === 'view' || value === null) take(value);
        else typing.current = setTimeout(() => take(value), TYPING_PAUSE_MS);
      }}
      slotProps={{
        field: { clearable },
        textField: {
          size: 'small',
          variant: 'filled',
          error: error || !!message,
          helperText: message && translate(message),
          // Judged on leaving the field: while typing, a date is not whole yet.
          onBlur: () => setNotADay(draft !== null && !isValid(draft)),
          sx: { width: { xs: '100%', sm: 180 }, ...(inFilterBar && messageOverBelow) },
        },
      }}
    />
  );
};
