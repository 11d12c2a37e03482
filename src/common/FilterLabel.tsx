import { useTranslate } from 'react-admin';

/** A filter's label as its text alone: given as an element, react-admin draws it without an asterisk. */
export const FilterLabel = ({ label }: { label: string }) => <>{useTranslate()(label)}</>;
