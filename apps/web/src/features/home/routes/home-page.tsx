import { Box, Button, Card, CardActions, CardContent, Grid, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '@portal/domain/site/paths';
import { PageTitle } from '../../../components/page-title';

const ENTRIES = [
  { key: 'register', to: PATHS.registration },
  { key: 'schedule', to: PATHS.schedule },
  { key: 'trial', to: PATHS.scannerTrial },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={5}>
      <PageTitle title={t('home.title')} />
      <Box component="section" sx={{ maxWidth: 820 }}>
        <Typography variant="h1" gutterBottom>
          {t('home.title')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {t('home.intro')}
        </Typography>
      </Box>
      <Grid container spacing={3} component="section" aria-label={t('home.title')}>
        {ENTRIES.map((entry) => (
          <Grid key={entry.key} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flex: 1 }}>
                <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
                  {t(`home.${entry.key}Title`)}
                </Typography>
                <Typography>{t(`home.${entry.key}Text`)}</Typography>
              </CardContent>
              <CardActions sx={{ p: 2 }}>
                <Button variant="contained" component={RouterLink} to={entry.to}>
                  {t(`home.${entry.key}Action`)}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box component="section">
        <Typography variant="h2" gutterBottom>
          {t('home.factsTitle')}
        </Typography>
        <List>
          {(['factOnboarding', 'factLocal', 'factOffer', 'factCe'] as const).map((k) => (
            <ListItem key={k} sx={{ display: 'list-item', listStyleType: 'disc', ml: 3 }}>
              {t(`home.${k}`)}
            </ListItem>
          ))}
        </List>
      </Box>
    </Stack>
  );
}
