/** 'All' is the 'Select All' choice of a list filter; the server reads it as no filter. */
export const ALL = 'All';
