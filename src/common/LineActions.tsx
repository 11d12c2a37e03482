// A phone line's row actions: a trailing "more" button opening a menu. The desktop row's own
// action components (status switch, delete with its confirm, ...) render inside it: they see the
// menu's context and offer themselves as menu items instead of drawing a switch or an icon, so
// permissions, confirms and disabled reasons stay written once.
import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

export interface LineAction {
  label: string;
  icon: ReactElement;
  onSelect: () => void;
  /** Why the action is off limits: the item stays, disabled, with the reason under its label. */
  disabledReason?: string;
  color?: 'error';
}

type Register = (id: string, action: LineAction | null) => void;

const LineActionsContext = createContext<Register | null>(null);

/** Whether this component renders inside a phone line's menu (it then calls useLineAction). */
export const useInLineMenu = () => useContext(LineActionsContext) !== null;

/**
 * Offers `action` in the enclosing line's menu while it is not null (nothing outside a menu).
 * The item calls the latest `onSelect`, so callers need not memoise it.
 */
export const useLineAction = (action: LineAction | null) => {
  const register = useContext(LineActionsContext);
  const id = useId();
  const latest = useRef(action);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const offered = action !== null;
  const { label, disabledReason, color } = action ?? {};
  useEffect(() => {
    if (!register) return;
    register(id, offered ? { ...latest.current!, onSelect: () => latest.current?.onSelect() } : null);
  }, [register, id, offered, label, disabledReason, color]);
  useEffect(() => () => register?.(id, null), [register, id]);
};

/**
 * The actions as their components offered them, a destructive one (a delete) last: one whose
 * permission check answers later would otherwise come first, where the menu puts the focus.
 */
const byDangerLast = (actions: ReadonlyMap<string, LineAction>) =>
  [...actions].sort(([, a], [, b]) => Number(a.color === 'error') - Number(b.color === 'error'));

/**
 * The "more" button of a phone line and its menu. `children` are the row's action components;
 * the button shows only when one of them offers an action to this user.
 */
export const LineActions = ({ name, children }: { name: string; children: ReactNode }) => {
  const translate = useTranslate();
  const [actions, setActions] = useState<ReadonlyMap<string, LineAction>>(new Map());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const register = useMemo<Register>(
    () => (id, action) =>
      setActions((current) => {
        if (!action && !current.has(id)) return current;
        const next = new Map(current);
        if (action) next.set(id, action);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const label = translate('app.line_actions', { name });
  return (
    <>
      {actions.size > 0 && (
        <IconButton aria-label={label} aria-haspopup="menu" edge="end" onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreIcon />
        </IconButton>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor) && actions.size > 0} onClose={() => setAnchor(null)}>
        {byDangerLast(actions).map(([id, action]) => (
          <MenuItem
            key={id}
            disabled={Boolean(action.disabledReason)}
            onClick={() => {
              setAnchor(null);
              action.onSelect();
            }}
            sx={action.color ? { color: `${action.color}.main` } : undefined}
          >
            <ListItemIcon sx={action.color ? { color: 'inherit' } : undefined}>{action.icon}</ListItemIcon>
            {/* A disabled item's reason is written out: a phone has no hover for a tooltip. */}
            <ListItemText
              primary={action.label}
              secondary={action.disabledReason}
              slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
      <LineActionsContext.Provider value={register}>{children}</LineActionsContext.Provider>
    </>
  );
};
