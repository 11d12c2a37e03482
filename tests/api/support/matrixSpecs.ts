import { lookupsSpecs, publicSpecs, roleSpecs, userSpecs } from './matrixSpecsAccounts';
import { bookmarkAndReviewSpecs, dashboardMailAuditSpecs, orderSpecs } from './matrixSpecsOrders';
import { labourSpecs, productSpecs } from './matrixSpecsProducts';
import { reportSpecs } from './matrixSpecsReports';
import { viewSpecs } from './matrixSpecsViews';
import { searchSpecs } from './matrixSpecsSearch';
import { importSpecs } from './matrixSpecsImports';
import type { CallSpec } from './matrixWorld';

/** How to call every row of the permission matrix, by `METHOD /path`, area by area. */
export function buildSpecs(): Map<string, CallSpec> {
  return new Map([
    ...publicSpecs(),
    ...lookupsSpecs(),
    ...userSpecs(),
    ...roleSpecs(),
    ...productSpecs(),
    ...bookmarkAndReviewSpecs(),
    ...labourSpecs(),
    ...orderSpecs(),
    ...dashboardMailAuditSpecs(),
    ...reportSpecs(),
    ...viewSpecs(),
    ...searchSpecs(),
    ...importSpecs(),
  ]);
}
