// The calls that are not react-admin verbs (status switches, passwords, the account pages),
// as typed dataProvider methods, so every call goes through the dataProvider and react-admin
// signs out on a 401 for them as for its own verbs.
import type { ApiCall, DownloadCall } from '../httpClient';
import type { StreamCall, UploadCall } from '../transfers';
import { accountCalls } from './accounts';
import { importCalls } from './imports';
import { labourCalls } from './labour';
import { orderCalls } from './orders';
import { productCalls } from './products';
import { reportCalls } from './reports';
import { roleCalls } from './roles';
import { searchCalls } from './search';
import { userCalls } from './users';
import { viewCalls } from './views';

export const customCalls = (apiCall: ApiCall, download: DownloadCall, upload: UploadCall, stream: StreamCall) => ({
  ...userCalls(apiCall),
  ...accountCalls(apiCall),
  ...productCalls(apiCall),
  ...labourCalls(apiCall),
  ...orderCalls(apiCall),
  ...roleCalls(apiCall),
  ...reportCalls(apiCall, download),
  ...viewCalls(apiCall),
  ...searchCalls(apiCall),
  ...importCalls(apiCall, download, upload, stream),
});

export type CustomCalls = ReturnType<typeof customCalls>;
