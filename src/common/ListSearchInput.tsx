import { useRef, type MouseEvent } from 'react';
import { Box } from '@mui/material';
import { ResettableTextFieldClasses, SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/**
 * A list's search box. react-admin's clear button goes away with the text it clears, taking the
 * focus with it to the page's body; here the focus goes back into the box, where the keyboard
 * left off. The wrapper has no box of its own (display: contents), so the filter row's layout holds.
 * The box is named "Search" as its placeholder says: a placeholder alone goes once typing starts,
 * and not every screen reader reads it.
 */
export const ListSearchInput = (props: SearchInputProps) => {
  const translate = useTranslate();
  const wrapper = useRef<HTMLSpanElement>(null);
  const refocus = (event: MouseEvent) => {
    if (!(event.target as Element).closest(`.${ResettableTextFieldClasses.clearButton}`)) return;
    setTimeout(() => wrapper.current?.querySelector('input')?.focus());
  };
  return (
    <Box component="span" ref={wrapper} onClickCapture={refocus} sx={{ display: 'contents' }}>
      <SearchInput slotProps={{ htmlInput: { 'aria-label': translate('ra.action.search') } }} {...props} />
    </Box>
  );
};
