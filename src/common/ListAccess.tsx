import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { CanAccess } from 'react-admin';
import { AccessDenied } from '../layout/AccessDenied';

interface ListAccessProps {
  resource: string;
  /** Inside another record's page: no Access denied of its own, the list is just left out. */
  embedded?: boolean;
  children: ReactNode;
}

/**
 * Draws a list only for an account that may list its resource. react-admin's list sends its
 * query once before turning the page away, so a refused account would see a 403 notice and the
 * server would log the attempt; here nothing is asked.
 */
export const ListAccess = ({ resource, embedded = false, children }: ListAccessProps) => (
  <CanAccess
    resource={resource}
    action="list"
    loading={<LinearProgress sx={{ mt: 2 }} />}
    accessDenied={embedded ? null : <AccessDenied />}
  >
    {children}
  </CanAccess>
);
