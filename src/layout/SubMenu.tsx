import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSidebarState, useTranslate } from 'react-admin';

interface SubMenuProps {
  /** i18n key of the group's label. */
  label: string;
  icon: ReactElement;
  children: ReactNode;
  /** Open at first render (the group of the current page). */
  defaultOpen?: boolean;
}

/** A collapsible group of sidebar links; the toggle is a focusable menu item (Tab, Enter). */
export const SubMenu = ({ label, icon, children, defaultOpen = false }: SubMenuProps) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(defaultOpen);
  const text = translate(label);
  const groupId = useId();

  const toggle = (
    <MenuItem
      onClick={() => setOpen(!open)}
      aria-expanded={open}
      aria-controls={open ? groupId : undefined}
      tabIndex={0}
      sx={{ color: 'text.secondary' }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {text}
      </Typography>
      {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
    </MenuItem>
  );

  return (
    <>
      {sidebarOpen ? (
        toggle
      ) : (
        <Tooltip title={text} placement="right">
          {toggle}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* The sidebar is a menu, whose children may be menu items or groups of them. */}
        <List
          component="div"
          role="group"
          id={groupId}
          disablePadding
          aria-label={text}
          sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 } }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
};
