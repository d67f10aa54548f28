import { Box, Button, Drawer, List, ListItem } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** The navigation drawer for small screens; its own chunk, loaded when the menu is opened. */
export default function MobileMenu({ open, onClose, links }: { open: boolean; onClose: () => void; links: ReactElement[] }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 300, p: 2 }}>
        <Button onClick={onClose}>{t('nav.closeMenu')}</Button>
        <List>
          {links.map((link) => (
            <ListItem key={link.key}>{link}</ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
