import type { SavedView, ViewParams } from '../../../schema/view';
import type { ApiCall } from '../httpClient';
import type { CallReply } from './reply';

/** What a new view is made of; sharing is off unless asked. */
export interface NewSavedView {
  resource: string;
  name: string;
  params: ViewParams;
  shared_role_id?: string | null;
  by_link?: boolean;
}

/** A change to one's own view: only what is given changes (shared_role_id null stops sharing). */
export type SavedViewChange = Partial<Pick<NewSavedView, 'name' | 'params' | 'shared_role_id' | 'by_link'>>;

/** The saved views of the lists (view-* calls), as dataProvider methods. */
export const viewCalls = (apiCall: ApiCall) => ({
  /** The caller's views of a list, those shared with its role, and its role's default (is_default). */
  async viewList(resource: string): Promise<CallReply<SavedView[]>> {
    const { data, message } = await apiCall<SavedView[]>('/api/view-list', { resource });
    return { data: Array.isArray(data) ? data : [], message };
  },
  /** A view opened from its link. */
  async viewOne(id: string): Promise<CallReply<SavedView>> {
    const { data, message } = await apiCall<SavedView>('/api/view-one', { id });
    return { data, message };
  },
  async viewCreate(view: NewSavedView): Promise<CallReply<SavedView>> {
    const { data, message } = await apiCall<SavedView>('/api/view-create', view);
    return { data, message };
  },
  async viewUpdate(id: string, change: SavedViewChange): Promise<CallReply<SavedView>> {
    const { data, message } = await apiCall<SavedView>('/api/view-update', { id, ...change });
    return { data, message };
  },
  async viewDelete(id: string): Promise<CallReply<{ id: string }>> {
    const { message } = await apiCall('/api/view-delete', { id });
    return { data: { id }, message };
  },
  /** Makes a view the role's default for the list, or clears it (null); staff only. */
  async viewDefault(resource: string, roleId: string, viewId: string | null): Promise<CallReply<SavedView | null>> {
    const { data, message } = await apiCall<SavedView | null>('/api/view-default', { resource, role_id: roleId, view_id: viewId });
    return { data, message };
  },
});
