// Choices of the labour form, from the declared lists; names are i18n keys (break minutes are shown as they are).
import { BREAK_MINUTES, DAY_NAMES, LABOUR_STATUSES } from '../../../schema/labour';

export const statusChoices = LABOUR_STATUSES.map((id) => ({ id, name: `resources.labour.choices.status.${id}` }));
export const dayChoices = DAY_NAMES.map((day, index) => ({ id: index, name: `resources.labour.days.${day}` }));
export const breakChoices = BREAK_MINUTES.map((minutes) => ({ id: minutes, name: String(minutes) }));
