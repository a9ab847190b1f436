import Inbox from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreateButton, useTranslate } from 'react-admin';

/**
 * A page's list with no records yet. react-admin's "No %{name} yet" reads badly when the name is a phrase ("No
 * Danh mục ưu đãi yet", "Chưa có Danh mục ưu đãi nào"): the page's name is quoted in a sentence of its own.
 */
export const PageListEmpty = ({ name, createPath }: { name: string; createPath: string | null }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ flex: 1, textAlign: 'center', color: 'text.secondary', mt: 4, mx: 2 }}>
      <Inbox sx={{ width: '6em', height: '6em' }} aria-hidden />
      <Typography variant="h5" component="p" sx={{ mb: 2 }}>
        {translate('app.pages.emptyList', { name })}
      </Typography>
      {createPath ? (
        <>
          <Typography variant="body1">{translate('app.pages.emptyInvite')}</Typography>
          <Box sx={{ mt: 2 }}>
            <CreateButton variant="contained" to={createPath} />
          </Box>
        </>
      ) : null}
    </Box>
  );
};
