import { Box, Button, Drawer, List, ListItem } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The navigation drawer for small screens; its own chunk, loaded when the menu is opened. */
export default function MobileMenu({ open, onClose, links, extra }: { open: boolean; onClose: () => void; links: ReactElement[]; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('nav.label')} sx={{ width: 300, maxWidth: '85vw', p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <Button onClick={onClose}>{t('nav.closeMenu')}</Button>
        </Box>
        {extra && <Box sx={{ py: 1 }}>{extra}</Box>}
        <List>
          {links.map((link) => (
            <ListItem key={link.key} sx={{ px: 0, fontSize: '1.05rem' }}>{link}</ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
