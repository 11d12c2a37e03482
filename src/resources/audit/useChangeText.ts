import { useTranslate } from 'react-admin';
import { humanise } from '../../../schema/registry';
import { useLocaleFormat } from '../../common/useLocaleFormat';
import { resourceOfSubject } from '../../providers/resources';
import type { AuditEntry } from './auditTypes';
import type { ChangedField } from './changedFields';

// A moment as the log stores it (ISO text); a bare day stays as typed.
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * How an entry's lines read on screen: a field by its form's label (`category_id` is "Category"),
 * a referred record by its name, a choice by its words, a moment in the user's language. What
 * has no label of its own reads as its column, spelt out ("Discount Unit Price").
 */
export const useChangeText = (entry: AuditEntry) => {
  const translate = useTranslate();
  const { dateTime } = useLocaleFormat();
  const resource = resourceOfSubject(entry.resource);

  const fieldName = (field: string) => {
    const stem = field.replace(/_id$/, '');
    if (!resource) return humanise(stem);
    const fields = `resources.${resource}.fields`;
    return translate(`${fields}.${field}`, { _: translate(`${fields}.${stem}`, { _: humanise(stem) }) });
  };

  const label = ({ field, part }: ChangedField) => {
    if (!part) return fieldName(field);
    const numbered =
      part.of > 1 ? translate('resources.audit.changes.numbered', { part: fieldName(field), number: part.index + 1 }) : fieldName(field);
    return part.field ? translate('resources.audit.changes.part_field', { part: numbered, field: fieldName(part.field) }) : numbered;
  };

  const text = ({ field, part }: ChangedField, value: unknown): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return translate(`ra.boolean.${value}`);
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) return value.join(', ');
    if (typeof value !== 'string') return typeof value === 'number' ? String(value) : JSON.stringify(value);
    const named = entry.names?.[value];
    if (named) return named;
    if (MOMENT.test(value)) return dateTime(value);
    // The fallback is '' rather than the value: a default is read as a phrase, and typed text is none.
    return (resource && translate(`resources.${resource}.choices.${part?.field ?? field}.${value}`, { _: '' })) || value;
  };

  return { label, text };
};
