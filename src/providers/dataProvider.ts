// The only client code that knows the /api paths of resources and the shape of their replies.
import type {
  CreateParams,
  CreateResult,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { apiCall as defaultApiCall, apiDownload as defaultDownload, type ApiCall, type DownloadCall } from './httpClient';
import { apiPathOf, RESOURCE_APIS, type ResourceApi } from './resources';
import { containsFile, toFormData } from './formData';
import { customCalls, type CustomCalls } from './calls';
import { apiStream as defaultStream, apiUpload as defaultUpload, type StreamCall, type UploadCall } from './transfers';

/** `data` of every list reply (docs/api.md). */
export interface ListPage {
  data: Record<string, unknown>[];
  total: number;
  current_page?: number;
  last_page?: number;
  per_page?: number;
  /** True when more rows match than the server counted: `total` is a floor. */
  total_is_estimate?: boolean;
  /** Where this page ended, for asking the page after it (docs/api.md). */
  next_cursor?: string | null;
}

type Values = Record<string, unknown>;

/** The reply of a bulk call: the rows changed, and each refused row with the reason. */
export interface BulkResult {
  done: Identifier[];
  refused: { id: Identifier; status: number; reason: string }[];
}

export type BulkAction = 'status' | 'delete';

/**
 * The largest page the server returns (perPage -1, "All", is capped there too). react-admin's
 * list arithmetic needs a positive page size, so the lists keep "All" as this number and it
 * goes to the server as -1.
 */
export const MAX_PER_PAGE = 1000;

const configOf = (resource: string): ResourceApi => {
  const config = Object.hasOwn(RESOURCE_APIS, resource) ? RESOURCE_APIS[resource] : undefined;
  if (!config) throw new Error(`Unknown resource: ${resource}`);
  return config;
};

const idFieldOf = (config: ResourceApi) => config.idField ?? 'id';

/** A row of the API as a react-admin record: its key copied to `id`. */
const toRecord = <R extends RaRecord>(config: ResourceApi, row: unknown): R => {
  const values = (row ?? {}) as Values;
  return { ...values, id: values[idFieldOf(config)] as Identifier } as R;
};

/** Form values for the API: react-admin's `id` dropped where the API names its key otherwise. */
const toValues = (config: ResourceApi, data: Values): Values => {
  if (idFieldOf(config) === 'id') return data;
  const { id: _ignored, ...values } = data;
  return values;
};

const payload = (config: ResourceApi, values: Values) => (config.multipart && containsFile(values) ? toFormData(values) : values);

export type MandiDataProvider = DataProvider & CustomCalls;

export const createDataProvider = (
  apiCall: ApiCall = defaultApiCall,
  download: DownloadCall = defaultDownload,
  upload: UploadCall = defaultUpload,
  stream: StreamCall = defaultStream,
): MandiDataProvider => {
  /** A list's body without paging: search, sort and filters, as the list and its export take them. */
  const listBody = (config: ResourceApi, filter: Values, sort?: { field: string; order: string }) => {
    const { q, ...filters } = filter;
    const sortField = sort?.field === 'id' ? idFieldOf(config) : sort?.field;
    return { search: q ?? '', ...(sortField ? { sort: sortField, order: sort?.order } : {}), ...filters };
  };
  // The last page each list ended on: asking the page after it sends its cursor, so the server
  // reads on from there instead of skipping every row before it.
  const lastPages = new Map<string, { query: string; page: number; cursor: string }>();

  const fetchPage = async <R extends RaRecord>(
    config: ResourceApi,
    filter: Values,
    page: number,
    perPage: number,
    sort?: { field: string; order: string },
  ) => {
    if (config.matchesNothing?.(filter)) return { data: [] as R[], total: 0 };
    const path = apiPathOf(config, 'list');
    const body = { ...listBody(config, filter, sort), page, perPage: perPage >= MAX_PER_PAGE ? -1 : perPage };
    const query = JSON.stringify({ ...body, page: undefined });
    const last = lastPages.get(path);
    const cursor = last && last.query === query && last.page === page - 1 ? { cursor: last.cursor } : {};
    const { data } = await apiCall<ListPage>(path, { ...body, ...cursor });
    if (data?.next_cursor) lastPages.set(path, { query, page, cursor: data.next_cursor });
    const rows = (data?.data ?? []).map((row) => toRecord<R>(config, row));
    // Past the server's count cap the total is a floor; the pager then says "more than".
    return { data: rows, total: data?.total ?? 0, ...(data?.total_is_estimate ? { meta: { totalIsEstimate: true } } : {}) };
  };

  const getMany = async <R extends RaRecord>(resource: string, ids: Identifier[]): Promise<R[]> => {
    const page = await fetchPage<R>(configOf(resource), { ids }, 1, Math.min(ids.length, MAX_PER_PAGE));
    // Keep only the asked rows, in case a list ignores the ids filter.
    const wanted = new Set(ids.map(String));
    return page.data.filter((row) => wanted.has(String(row.id)));
  };

  const update = async <R extends RaRecord>(resource: string, { id, data }: UpdateParams) => {
    const config = configOf(resource);
    const values = { ...toValues(config, data), [config.updateParam ?? 'id']: id };
    const reply = await apiCall(apiPathOf(config, 'update'), payload(config, values));
    // Without a row in the reply, the saved values are the best answer.
    return {
      data: toRecord<R>(config, reply.data ?? { ...data, [idFieldOf(config)]: id }),
      meta: { message: reply.message },
    };
  };

  const remove = async <R extends RaRecord>(resource: string, { id, previousData }: DeleteParams<R>) => {
    const config = configOf(resource);
    await apiCall(apiPathOf(config, 'delete'), { [config.deleteParam ?? 'id']: id });
    return { data: previousData ?? ({ id } as R) };
  };

  /** Every row of a dropdown call (`/api/dropdown-<api>-list`), narrowed by its filters. */
  const fetchDropdown = async <R extends RaRecord>(config: ResourceApi, filter: Values) => {
    const { q: _search, ...filters } = filter;
    const { data } = await apiCall<Values[]>(apiPathOf(config, 'dropdown'), filters);
    const rows = (Array.isArray(data) ? data : []).map((row) => toRecord<R>(config, row));
    return { data: rows, total: rows.length };
  };

  return {
    /** `meta: { dropdown: true }` reads the dropdown call instead of the paged list (selects). */
    async getList<R extends RaRecord>(resource: string, { pagination, sort, filter, meta }: GetListParams) {
      if (meta?.dropdown) return fetchDropdown<R>(configOf(resource), filter ?? {});
      const { page = 1, perPage = 25 } = pagination ?? {};
      return fetchPage<R>(configOf(resource), filter ?? {}, page, perPage, sort);
    },

    async getOne<R extends RaRecord>(resource: string, { id }: GetOneParams<R>) {
      const config = configOf(resource);
      if (config.one) {
        const { data } = await apiCall(`/api/${config.one.path}`, { [config.one.param]: id });
        return { data: toRecord<R>(config, data) };
      }
      const [row] = await getMany<R>(resource, [id]);
      if (!row) throw new Error('ra.notification.item_doesnt_exist');
      return { data: row };
    },

    async getMany<R extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) {
      return { data: await getMany<R>(resource, ids) };
    },

    async getManyReference<R extends RaRecord>(resource: string, { target, id, pagination, sort, filter }: GetManyReferenceParams) {
      const { page = 1, perPage = 25 } = pagination ?? {};
      return fetchPage<R>(configOf(resource), { ...(filter ?? {}), [target]: id }, page, perPage, sort);
    },

    async create<R extends RaRecord>(resource: string, { data }: CreateParams): Promise<CreateResult<R>> {
      const config = configOf(resource);
      const values = toValues(config, data);
      const reply = await apiCall(apiPathOf(config, 'create'), payload(config, values));
      // The server's message ("Category created successfully.") is what the screen shows.
      return { data: toRecord<R>(config, reply.data ?? values), meta: { message: reply.message } };
    },

    update,

    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => update(resource, { id, data, previousData: { id } })));
      return { data: ids };
    },

    delete: remove,

    async deleteMany(resource, { ids }) {
      await Promise.all(ids.map((id) => remove(resource, { id })));
      return { data: ids };
    },

    /** Every row of a list for these filters and sort, as the CSV file the server streams. */
    async exportCsv(resource: string, { filter, sort }: { filter?: Values; sort?: { field: string; order: string } }) {
      const config = configOf(resource);
      return download(apiPathOf(config, 'export'), listBody(config, filter ?? {}, sort));
    },

    /** One bulk call (status or delete) on the selected rows; `data` adds e.g. the new status. */
    async bulk(resource: string, { action, ids, data }: { action: BulkAction; ids: Identifier[]; data?: Values }): Promise<BulkResult> {
      const reply = await apiCall<BulkResult>(apiPathOf(configOf(resource), `bulk-${action}`), { ...data, ids });
      return reply.data;
    },

    /** The dashboard's figures, lists and charts in one GET (docs/api.md "Dashboard"). */
    async getDashboard() {
      return (await apiCall('/api/dashboard', undefined, { method: 'GET' })).data;
    },

    ...customCalls(apiCall, download, upload, stream),
  };
};

export const dataProvider = createDataProvider();
