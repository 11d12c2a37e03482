// The calls that are not react-admin verbs (status switches, passwords, the account pages),
// as typed dataProvider methods, so every call goes through the dataProvider and react-admin
// signs out on a 401 for them as for its own verbs.
import type { ApiCall } from '../httpClient';
import { accountCalls } from './accounts';
import { labourCalls } from './labour';
import { orderCalls } from './orders';
import { productCalls } from './products';
import { roleCalls } from './roles';
import { searchCalls } from './search';
import { userCalls } from './users';

export const customCalls = (apiCall: ApiCall) => ({
  ...userCalls(apiCall),
  ...accountCalls(apiCall),
  ...productCalls(apiCall),
  ...labourCalls(apiCall),
  ...orderCalls(apiCall),
  ...roleCalls(apiCall),
  ...searchCalls(apiCall),
});

export type CustomCalls = ReturnType<typeof customCalls>;
