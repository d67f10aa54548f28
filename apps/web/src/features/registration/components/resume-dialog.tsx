import { Button, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RESUME_TOKEN_TTL_MINUTES } from '@portal/domain/registration/resume-limits';
import { ResumeForm } from './resume-form';

/** The modal of the information page: continue an earlier registration by e-mail, or start a new one. */
export function ResumeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="resume-title" aria-describedby="resume-text" fullWidth maxWidth="sm">
      <DialogTitle id="resume-title">{t('resume.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="resume-text" sx={{ mb: 2, color: 'text.primary' }}>
          {t('resume.text', { minutes: RESUME_TOKEN_TTL_MINUTES })}
        </DialogContentText>
        <ResumeForm
          id="resume-dialog"
          actions={
            <Button variant="outlined" onClick={onClose} sx={{ minHeight: 48, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
              {t('resume.new')}
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
