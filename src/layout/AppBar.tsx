import { Box } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { PaletteButton } from '../palette/PaletteButton';
import { UserMenu } from './UserMenu';

export const AppBar = () => (
  <RaAppBar color="primary" userMenu={<UserMenu />}>
    <Box
      component="img"
      src={`${import.meta.env.BASE_URL}logo.svg`}
      alt=""
      sx={{ width: 28, height: 28, mr: 1, display: { xs: 'none', sm: 'block' } }}
    />
    <TitlePortal />
    <PaletteButton />
  </RaAppBar>
);
