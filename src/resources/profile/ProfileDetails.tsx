import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { ProfileData } from '../../api/auth';
import { formatDateTime } from '../../core/formatDate';
import { DetailRow } from '../../ui/DetailRow';
import { useZoneSuffix } from '../../ui/timeZone/ZoneNote';

/** The user's details from `GET /api/merchant/profile`; permissions named by their label where one exists. */
export const ProfileDetails = ({ profile }: { profile: ProfileData }) => {
  const translate = useTranslate();
  const { userInfo } = profile;
  const unknown = translate('app.profile.unknown');
  const zone = useZoneSuffix();
  // A sub-merchant acts under its owner's code (spec §6).
  const ownerCode = userInfo.isSubMerchant ? userInfo.owner.code : userInfo.code;
  const actions = [...new Set(userInfo.webPermissions.map((permission) => permission.action))];
  return (
    <Box>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('app.profile.details')}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
        <DetailRow label={translate('app.profile.fullName')}>{profile.fullName || unknown}</DetailRow>
        <DetailRow label={translate('app.profile.phone')}>{userInfo.phone}</DetailRow>
        <DetailRow label={translate('app.profile.email')}>{profile.email ?? unknown}</DetailRow>
        <DetailRow label={translate('app.profile.ownerCode')}>{ownerCode}</DetailRow>
        <DetailRow label={translate('app.profile.ownerName')}>{profile.ownerName || unknown}</DetailRow>
        <DetailRow label={translate('app.profile.userType')}>{translate(`app.profile.types.${userInfo.type}`, { _: userInfo.type })}</DetailRow>
        <DetailRow label={translate('app.profile.lastSignIn')}>{profile.lastSignInAt ? `${formatDateTime(profile.lastSignInAt)}${zone}` : unknown}</DetailRow>
        <DetailRow label={translate('app.profile.passwordChangedAt')}>
          {profile.passwordChangedAt ? `${formatDateTime(profile.passwordChangedAt)}${zone}` : unknown}
        </DetailRow>
        <DetailRow label={translate('app.profile.permissions')}>
          {actions.length === 0 ? (
            translate('app.profile.noPermissions')
          ) : (
            <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
              {actions.map((action) => (
                <li key={action}>
                  <Chip size="small" label={translate(`app.permissions.${action}`, { _: action })} />
                </li>
              ))}
            </Box>
          )}
        </DetailRow>
      </Box>
    </Box>
  );
};
