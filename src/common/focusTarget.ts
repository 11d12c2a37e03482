/**
 * The element that takes the focus for a named input: a select names its hidden native input, and
 * the combobox beside it takes the focus.
 */
export const focusTargetOf = (named: HTMLElement) =>
  named.getAttribute('aria-hidden') === 'true' || named.getAttribute('type') === 'hidden'
    ? (named.parentElement?.querySelector<HTMLElement>('[role="combobox"]') ?? undefined)
    : named;
