import { ALL } from '../../common/selectAll';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orderTypes';

const choice = (group: string) => (value: string) => ({ id: value, name: `resources.orders.choices.${group}.${value}` });

export const statusChoices = ORDER_STATUSES.map(choice('status'));
export const paymentStatusChoices = PAYMENT_STATUSES.map(choice('payment_status'));
/** The Status filter: All first. */
export const statusFilterChoices = [{ id: ALL, name: 'resources.orders.all' }, ...statusChoices];
