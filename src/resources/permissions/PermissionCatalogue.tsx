import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useAccessText } from '../../hooks/useAccessText';
import { usePermissionCatalogue } from '../../hooks/usePermissionCatalogue';
import { LoadState } from '../../ui/feedback/LoadState';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';

/**
 * /permissions (spec §2): the permission catalogue (findPermissions), read-only: each screen's heading and a table
 * of its permissions with what each allows, in the app's language.
 */
const PermissionCatalogue = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const { text } = useAccessText();
  const catalogue = usePermissionCatalogue();
  return (
    <TitledScreen titleKey={titleKey}>
      <LoadState queries={[catalogue]}>{(groups) => groups.map((group) => (
        <Box component="section" key={group.group} aria-labelledby={`group-${group.group}`} sx={{ mt: 3 }}>
          <Typography id={`group-${group.group}`} component="h2" variant="h6">{text(group.name)}</Typography>
          <Table size="small" aria-labelledby={`group-${group.group}`}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ width: '30%' }}>{translate('app.access.action')}</TableCell>
                <TableCell component="th" scope="col">{translate('app.access.description')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.actions.map((entry) => (
                <TableRow key={entry.action}>
                  <TableCell component="th" scope="row">{text(entry.name)}</TableCell>
                  <TableCell>{text(entry.description)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}</LoadState>
    </TitledScreen>
  );
};

export default PermissionCatalogue;
