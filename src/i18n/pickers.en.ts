// The date pickers' own texts (MUI X ships no Hindi ones), under app.pickers: the Reports'
// period and the Audit Log's days (src/common/DayField.tsx).
export const pickersEn = {
  choose_date: 'Choose date',
  choose_date_selected: 'Choose date, selected date is %{date}',
  toolbar_title: 'Select date',
  previous_month: 'Previous month',
  next_month: 'Next month',
  to_year_view: 'calendar view is open, switch to year view',
  to_calendar_view: 'year view is open, switch to calendar view',
  day: 'Day',
  month: 'Month',
  year: 'Year',
  empty: 'Empty',
  cancel: 'Cancel',
  clear: 'Clear',
  ok: 'OK',
  today: 'Today',
  // What an empty part of the field shows.
  day_placeholder: 'DD',
  month_placeholder: 'MM',
  year_placeholder: 'YYYY',
  open_previous_view: 'Open previous view',
  open_next_view: 'Open next view',
  date_table: 'pick date',
};
