/** 'All' is the 'Select All' choice of a list filter; the server reads it as no filter. */
export const ALL = 'All';

/** A filter that narrows nothing: Select All, or left out or emptied (an input comes up empty). */
export const isAll = (value: unknown) => value === undefined || value === null || value === '' || value === ALL;
