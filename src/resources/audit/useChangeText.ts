import { useTranslate } from 'react-admin';
import { humanise } from '../../../schema/registry';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { resourceOfSubject } from '../../providers/resources';
import type { AuditEntry } from './auditTypes';
import type { ChangedField } from './changedFields';

// A moment as the log stores it (ISO text); a bare day stays as typed.
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
// A time of day as the database keeps it ('08:00:00'), read without its seconds.
const TIME_OF_DAY = /^\d{2}:\d{2}:00$/;
// Columns in rupees ('discount' is not: it may be a percentage).
const MONEY = new Set([
  'unit_price',
  'discount_unit_price',
  'tax_amount',
  'total_amount',
  'total_price',
  'per_hour_amount',
  'day_amount',
  'discount_amount',
  'taxable_amount',
]);

/**
 * How an entry's lines read on screen: a field by its form's label (`category_id` is "Category"),
 * a referred record by its name, a choice by its words, a moment in the user's language. What
 * has no label of its own reads as its column, spelt out ("Discount Unit Price").
 */
export const useChangeText = (entry: AuditEntry) => {
  const translate = useTranslate();
  const { dateTime, money } = useLocaleFormat();
  const resource = resourceOfSubject(entry.resource);

  // The log's own name for a column first (a form's label may be a prompt: "Select Tax"), then the form's.
  const fieldName = (field: string) => {
    const stem = field.replace(/_id$/, '');
    const fallback = resource
      ? translate(`resources.${resource}.fields.${field}`, { _: translate(`resources.${resource}.fields.${stem}`, { _: humanise(stem) }) })
      : humanise(stem);
    return translate(`resources.audit.field_names.${field}`, { _: fallback });
  };

  const partName = (field: string, part: NonNullable<ChangedField['part']>) => {
    if (part.name) return translate(`resources.labour.days.${part.name}`, { _: '' }) || part.name;
    return part.of > 1
      ? translate('resources.audit.changes.numbered', { part: fieldName(field), number: part.index + 1 })
      : fieldName(field);
  };

  const label = ({ field, part }: ChangedField) => {
    if (!part) return fieldName(field);
    const named = partName(field, part);
    return part.field ? translate('resources.audit.changes.part_field', { part: named, field: fieldName(part.field) }) : named;
  };

  const text = ({ field, part }: ChangedField, value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ');
    const column = part?.field ?? field;
    if (
      MONEY.has(column) &&
      (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))))
    )
      return money(value);
    if (typeof value !== 'string') return typeof value === 'number' ? String(value) : JSON.stringify(value);
    if (TIME_OF_DAY.test(value)) return value.slice(0, 5);
    const named = entry.names?.[value];
    if (named) return named;
    if (MOMENT.test(value)) return dateTime(value);
    // The fallback is '' rather than the value: a default is read as a phrase, and typed text is none.
    return (resource && translate(`resources.${resource}.choices.${column}.${value}`, { _: '' })) || value;
  };

  return { label, text };
};
