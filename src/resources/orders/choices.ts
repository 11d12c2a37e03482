import { ORDER_STATUSES, PAYMENT_STATUSES, orderStatusValues } from '../../../schema/order';
import { fieldRule } from '../../common/schemaRules';

const choice = (group: string) => (value: string) => ({ id: value, name: `resources.orders.choices.${group}.${value}` });

export const statusChoices = ORDER_STATUSES.map(choice('status'));
export const paymentStatusChoices = PAYMENT_STATUSES.map(choice('payment_status'));

/** The status dialog's rules: the server's for order-status-update, with its messages. */
export const statusRules = {
  status: fieldRule(orderStatusValues.shape.status, { required: true }),
  payment_status: fieldRule(orderStatusValues.shape.payment_status, { required: true }),
};
