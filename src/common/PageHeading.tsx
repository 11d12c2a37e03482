import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Typography, type SxProps, type Theme } from '@mui/material';
import { useLocation } from 'react-router-dom';

/**
 * What a move to another page passes as its state when the keyboard's focus should land on that
 * page's heading: after a save or a cancel that leaves a form, the button that had it is gone, and
 * the focus would fall back to the page itself, sending a keyboard user through the menu again.
 */
export const FOCUS_HEADING = { focusHeading: true } as const;

const arrivedFocused = (state: unknown) => (state as Partial<typeof FOCUS_HEADING> | null)?.focusHeading === true;

/** A screen's h1 (h2 inside another page), taking the focus when the move to its page asked for it. */
export const PageHeading = ({ children, level = 1, sx }: { children: ReactNode; level?: 1 | 2; sx?: SxProps<Theme> }) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const { state, key } = useLocation();
  const focus = level === 1 && arrivedFocused(state);
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: true });
  }, [focus, key]);
  return (
    // Focusable by script only, and without a ring: a heading is no control.
    <Typography
      ref={heading}
      tabIndex={-1}
      variant="h5"
      component={`h${level}`}
      sx={[{ '&:focus': { outline: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
};

/** Puts the keyboard's focus on the page's heading, when what had it left the page. */
export const focusPageHeading = () => document.querySelector<HTMLElement>('h1[tabindex="-1"]')?.focus({ preventScroll: true });
