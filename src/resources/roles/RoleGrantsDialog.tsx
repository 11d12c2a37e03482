import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Confirm, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { grantableTo, isStaffAccountType, type PermissionName, type Subject } from '../../../schema/permissions';
import { grantOf } from '../../../schema/role';
import type { StaleChange } from '../../../schema/version';
import { FormDialog } from '../../common/FormDialog';
import { useDiscardingClose } from '../../common/useFormEdited';
import { useIsSmall } from '../../common/useIsSmall';
import { messageOf, staleChangeOf } from '../../providers/serverErrors';
import { useMandiDataProvider } from '../../providers/useMandiDataProvider';
import { allChecked, columnCells, GRANT_ACTIONS, rowCells, SUBJECTS, toggleAll } from './grantMatrix';
import { GrantBlocks, type GrantAction } from './GrantBlocks';
import { RoleStaleNotice } from './RoleStaleNotice';

/**
 * A role's grants as a subjects x actions matrix, saved as a whole after a confirmation that says
 * how many accounts hold the role. The Super Admin role's grants are fixed: shown, not editable.
 * Escape and Cancel ask before dropping boxes ticked or cleared. On a phone the matrix is a block per
 * subject, so that no column is left past the screen's edge.
 */
export const RoleGrantsDialog = ({ role, onClose }: { role: RaRecord; onClose: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useMandiDataProvider();
  const small = useIsSmall();
  const notify = useNotify();
  const refresh = useRefresh();
  const [held] = useState(() => new Set<PermissionName>(role.permissions as PermissionName[]));
  const [checked, setChecked] = useState(() => new Set(held));
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  // Someone changed the role's grants since the list was read: saving again would undo theirs.
  const [stale, setStale] = useState<StaleChange>();
  const fixed = role.name === 'Super Admin';
  const { close, busy } = useDiscardingClose(onClose, {
    edited: checked.size !== held.size || [...checked].some((p) => !held.has(p)),
    busy: saving,
  });
  // A role for a seller, labourer or buyer never holds the staff-only subjects: their boxes stay off.
  const grantable = (p: PermissionName) => grantableTo(String(role.account_type), p);
  const cellsOf = (cells: PermissionName[]) => cells.filter(grantable);
  const t = (key: string, options?: object) => translate(`resources.roles.${key}`, options);
  const subjectLabel = (s: string) => t(`subjects.${s}`);
  const actionLabel = (a: string) => t(`actions.${a}`);

  const flip = (p: PermissionName) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(p)) next.delete(p);
      else next.add(p);
      return next;
    });
  const allBox = (all: PermissionName[], label: string) => {
    const cells = cellsOf(all);
    return (
      <Checkbox
        size="small"
        disabled={fixed || cells.length === 0}
        checked={allChecked(checked, cells)}
        indeterminate={!allChecked(checked, cells) && cells.some((p) => checked.has(p))}
        onChange={() => setChecked((prev) => toggleAll(prev, cells))}
        slotProps={{ input: { 'aria-label': t('grants.all_of', { name: label }) } }}
      />
    );
  };

  const cellBox = (s: Subject, a: GrantAction) => {
    const p = grantOf(s, a);
    return (
      p && (
        <Checkbox
          size="small"
          disabled={fixed || !grantable(p)}
          checked={checked.has(p)}
          onChange={() => flip(p)}
          slotProps={{ input: { 'aria-label': `${subjectLabel(s)}: ${actionLabel(a)}` } }}
        />
      )
    );
  };

  const save = async () => {
    setSaving(true);
    try {
      const { message } = await dataProvider.rolePermissionsUpdate(
        String(role.id),
        // A staff-only grant the role kept from before the rule is dropped, not sent back to be refused.
        [...checked].filter(grantable),
        role.updated_at as string | undefined,
      );
      if (message) notify(message, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      const change = staleChangeOf(error);
      if (change) setStale(change);
      else notify(messageOf(error), { type: 'error' });
    }
    setSaving(false);
    setConfirming(false);
  };

  const title = t('grants.title', { name: role.name });
  return (
    <FormDialog maxWidth={900} onClose={close} aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {stale && <RoleStaleNotice change={stale} onClose={onClose} />}
        {fixed && <Alert severity="info">{t('grants.fixed')}</Alert>}
        {!fixed && !isStaffAccountType(String(role.account_type)) && <Alert severity="info">{t('grants.staff_only')}</Alert>}
        {small ? (
          <GrantBlocks cellBox={cellBox} allBox={allBox} subjectLabel={subjectLabel} actionLabel={actionLabel} allLabel={t('grants.all')} />
        ) : (
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('grants.subject')}</TableCell>
                {GRANT_ACTIONS.map((a) => (
                  <TableCell key={a} align="center">
                    {actionLabel(a)}
                    {allBox(columnCells(a), actionLabel(a))}
                  </TableCell>
                ))}
                <TableCell align="center">{t('grants.all')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {SUBJECTS.map((s) => (
                <TableRow key={s}>
                  <TableCell component="th" scope="row">
                    {subjectLabel(s)}
                  </TableCell>
                  {GRANT_ACTIONS.map((a) => (
                    <TableCell key={a} align="center">
                      {cellBox(s, a)}
                    </TableCell>
                  ))}
                  <TableCell align="center">{allBox(rowCells(s), subjectLabel(s))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('form.cancel')}
        </Button>
        {!fixed && (
          <Button variant="contained" disabled={Boolean(stale)} onClick={() => setConfirming(true)}>
            {t('grants.save')}
          </Button>
        )}
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={saving}
        title="resources.roles.grants.confirm_title"
        content="resources.roles.grants.confirm_content"
        translateOptions={{ name: role.name, smart_count: role.users_count }}
        confirm="resources.roles.grants.confirm_yes"
        cancel="ra.action.cancel"
        onConfirm={() => void save()}
        onClose={() => setConfirming(false)}
      />
    </FormDialog>
  );
};
