// Labels of the order screens (src/resources/orders), under resources.orders.
export const ordersEn = { name: 'Order |||| Orders' };
