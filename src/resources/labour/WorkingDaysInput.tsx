import type { ChangeEvent } from 'react';
import { SelectArrayInput } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { dayChoices } from './choices';
import type { DayRowValues, LabourFormValues } from './labourFormValues';
import { labourRules } from './labourRules';
import { newDayRow } from './workingDays';
import { WorkingDayRow } from './WorkingDayRow';

/**
 * Select Working Days and a row per chosen day: choosing a day adds its row with the
 * defaults, unchoosing removes it; rows keep what was typed and stay in week order.
 */
export const WorkingDaysInput = () => {
  const { getValues } = useFormContext<LabourFormValues>();
  const { fields, replace } = useFieldArray<LabourFormValues, 'labor_day_working'>({ name: 'labor_day_working' });
  const rows = fields as unknown as (DayRowValues & { id: string })[];

  const sync = (event: ChangeEvent<HTMLInputElement> | unknown) => {
    const chosen = ((event as ChangeEvent<{ value: unknown }>)?.target?.value ?? []) as (number | string)[];
    const current = getValues('labor_day_working') ?? [];
    const next = [...new Set(chosen.map(Number))]
      .sort((a, b) => a - b)
      .map((day) => current.find((row) => row.day_number === day) ?? newDayRow(day));
    replace(next);
  };

  return (
    <>
      <SelectArrayInput
        source="working_days"
        choices={dayChoices}
        label="resources.labour.fields.working_days"
        validate={labourRules.working_days}
        onChange={sync}
        fullWidth
      />
      {rows.map((row, index) => (
        <WorkingDayRow key={row.id} index={index} dayNumber={row.day_number} />
      ))}
    </>
  );
};
