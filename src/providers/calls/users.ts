import type { ApiCall } from '../httpClient';

/** The users calls that are not react-admin verbs, as dataProvider methods. */
export const userCalls = (_apiCall: ApiCall) => ({});
