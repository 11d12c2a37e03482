import { useEffect, useRef, useState } from 'react';
import { Box, CircularProgress, Dialog, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Command } from 'cmdk';
import { useGetResourceLabel, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useIsSmall } from '../common/useIsSmall';
import { useRegistry } from '../resources/registryContext';
import { PaletteItem } from './PaletteItem';
import { kindViewOf } from './recordTargets';
import { matchesAllWords, usePaletteCommands, type PaletteCommand } from './usePaletteCommands';
import { SEARCH_MAX, useRecordSearch } from './useRecordSearch';
import { PALETTE_ATTRIBUTE } from './usePaletteShortcut';

// cmdk brings the keyboard model (arrows, Enter, the active line, ARIA combobox and listbox) and
// no look; MUI's Dialog brings the modal (focus trap, Escape, focus back where it was) and the
// theme. The records come from the server already filtered, so cmdk's own filter is off, and the
// commands are filtered here by the words typed.
const look = {
  '[cmdk-input]': {
    flex: 1,
    minWidth: 0,
    border: 0,
    outline: 0,
    py: 2,
    px: 1,
    font: 'inherit',
    fontSize: '1rem',
    color: 'text.primary',
    bgcolor: 'transparent',
  },
  '[cmdk-list]': { maxHeight: { sm: 440 }, overflowY: 'auto', overscrollBehavior: 'contain', p: 1 },
  '[cmdk-group-heading]': { px: 1, pt: 1, pb: 0.5, typography: 'overline', lineHeight: 2, color: 'text.secondary' },
  '[cmdk-item]': {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    px: 1,
    py: 0.75,
    borderRadius: 1,
    cursor: 'pointer',
    userSelect: 'none',
  },
  '[cmdk-item][data-selected="true"]': { bgcolor: 'action.selected' },
} as const;

const Note = ({ children, role }: { children: string; role?: 'alert' | 'status' }) => (
  <Typography role={role} variant="body2" color={role === 'alert' ? 'error' : 'text.secondary'} sx={{ px: 1, py: 1.5 }}>
    {children}
  </Typography>
);

/** What the palette holds while open; unmounted on close, so it opens empty each time. */
const PaletteBody = ({
  onGo,
  onClose,
  typedEarly,
}: {
  onGo: (to: string, state?: object) => void;
  onClose: () => void;
  typedEarly: string;
}) => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const registry = useRegistry() ?? [];
  // What was typed before the search box took the focus, until something is typed in it.
  const [own, setTyped] = useState<string>();
  const typed = own ?? typedEarly;
  const { searchable, groups, searching, failed } = useRecordSearch(typed);
  const { navigation, actions } = usePaletteCommands();
  const term = typed.trim();
  const narrowed = (commands: PaletteCommand[]) =>
    term ? commands.filter((c) => matchesAllWords(`${c.label} ${c.english}`, term)) : commands;
  const places = narrowed(navigation);
  const todo = narrowed(actions);
  const found = groups.flatMap((group) => {
    const view = kindViewOf(group.kind, registry);
    return view && group.results.length ? [{ ...group, view }] : [];
  });
  const nothing = searchable && !searching && !failed && !found.length && !places.length && !todo.length;
  // The first line is the active one as the lines change (records arriving after the commands,
  // say), so Enter opens what is on top; a line the user moved to for this term stays active while
  // it is still listed, so records arriving do not take Enter somewhere else.
  const values = [
    ...found.flatMap(({ kind, results }) => results.map((r) => `${kind}:${r.id}`)),
    ...places.map((c) => c.id),
    ...todo.map((c) => c.id),
  ];
  const first = values[0];
  // `moved`: the user has left the first line for this term (back on it too counts).
  const [picked, setPicked] = useState<{ value: string; among: string | undefined; term: string; moved: boolean }>();
  const chosen = picked && picked.term === term && (picked.moved ? values.includes(picked.value) : picked.among === first);
  const active = chosen ? picked.value : (first ?? '');
  // cmdk names the active line in the input's aria-activedescendant only once an arrow key has
  // moved it, so a screen reader heard nothing of the first result: the input names `active`'s
  // line after each drawing (React leaves the attribute alone while cmdk's own value stays put).
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const lines = input.current?.closest('[cmdk-root]')?.querySelectorAll('[cmdk-item]') ?? [];
    const line = [...lines].find((item) => item.getAttribute('data-value') === active);
    if (line) input.current?.setAttribute('aria-activedescendant', line.id);
    else input.current?.removeAttribute('aria-activedescendant');
  });
  const commandItem = (command: PaletteCommand) => (
    <PaletteItem
      key={command.id}
      value={command.id}
      icon={command.icon}
      label={command.label}
      onSelect={() => onGo(command.to, command.state)}
    />
  );

  return (
    <Box sx={look}>
      <Command
        label={translate('app.palette.label')}
        shouldFilter={false}
        vimBindings={false}
        loop
        value={active}
        onValueChange={(value) =>
          setPicked((before) => ({ value, among: first, term, moved: (before?.term === term && before.moved) || value !== first }))
        }
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <SearchIcon color="action" />
          <Command.Input
            ref={input}
            autoFocus
            value={typed}
            onValueChange={setTyped}
            maxLength={SEARCH_MAX}
            placeholder={translate('app.palette.placeholder')}
          />
          {searching && <CircularProgress size={18} aria-label={translate('app.palette.searching')} />}
          {/* On a phone the palette fills the screen and there is no Escape key. */}
          <IconButton aria-label={translate('ra.action.close')} onClick={onClose} edge="end" sx={{ ml: 1, display: { sm: 'none' } }}>
            <CloseIcon />
          </IconButton>
        </Box>
        {/* cmdk would name the listbox "Suggestions", in English whatever the language. */}
        <Command.List label={translate('app.palette.results')}>
          {term && !searchable && <Note>{translate('app.palette.type_more')}</Note>}
          {failed && <Note role="alert">{translate('app.palette.error')}</Note>}
          {nothing && <Note role="status">{translate('app.palette.no_match', { term })}</Note>}
          {found.map(({ kind, results, view }) => (
            <Command.Group key={kind} heading={getResourceLabel(kind, 2)}>
              {results.map((result) => (
                <PaletteItem
                  key={result.id}
                  value={`${kind}:${result.id}`}
                  icon={view.icon}
                  label={result.label}
                  detail={result.detail}
                  onSelect={() => onGo(view.pathOf(result))}
                />
              ))}
            </Command.Group>
          ))}
          {places.length > 0 && <Command.Group heading={translate('app.palette.go_to')}>{places.map(commandItem)}</Command.Group>}
          {todo.length > 0 && <Command.Group heading={translate('app.palette.actions')}>{todo.map(commandItem)}</Command.Group>}
        </Command.List>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'none', sm: 'block' }, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
        >
          {translate('app.palette.hint')}
        </Typography>
      </Command>
    </Box>
  );
};

/** The command palette: records found as one types, screens to go to and things to create. */
export const CommandPalette = ({ open, onClose, typedEarly }: { open: boolean; onClose: () => void; typedEarly: string }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const small = useIsSmall();
  const go = (to: string, state?: object) => {
    onClose();
    navigate(to, state ? { state } : undefined);
  };
  return (
    <Dialog
      {...{ [PALETTE_ATTRIBUTE]: true }}
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={small}
      // Near the top, as palettes sit: the list grows downwards without moving the input.
      sx={{ '& .MuiDialog-container': { alignItems: { sm: 'flex-start' } } }}
      slotProps={{ paper: { 'aria-label': translate('app.palette.label'), sx: { mt: { sm: '12vh' } } } }}
    >
      <PaletteBody onGo={go} onClose={onClose} typedEarly={typedEarly} />
    </Dialog>
  );
};
