import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BlockIcon from '@mui/icons-material/Block';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import LinkIcon from '@mui/icons-material/Link';
import ListIcon from '@mui/icons-material/List';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PrintIcon from '@mui/icons-material/Print';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import StarsIcon from '@mui/icons-material/Stars';
import StoreIcon from '@mui/icons-material/Store';
import SyncIcon from '@mui/icons-material/Sync';
import UploadIcon from '@mui/icons-material/Upload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ComponentType } from 'react';
import type { ICONS } from '../../api/pageDefinition';

/** The icon names of page definitions (src/api/pageDefinition.ts ICONS) as MUI icons: menu entries and buttons. */
export const PAGE_ICONS: Readonly<Record<(typeof ICONS)[number], ComponentType>> = {
  list: ListIcon,
  voucher: LocalOfferIcon,
  store: StoreIcon,
  person: PersonIcon,
  receipt: ReceiptIcon,
  settings: SettingsIcon,
  dashboard: DashboardIcon,
  key: KeyIcon,
  points: StarsIcon,
  report: AssessmentIcon,
  add: AddIcon,
  edit: EditIcon,
  delete: DeleteIcon,
  save: SaveIcon,
  check: CheckIcon,
  block: BlockIcon,
  sync: SyncIcon,
  phone: PhoneIcon,
  view: VisibilityIcon,
  upload: UploadIcon,
  download: DownloadIcon,
  print: PrintIcon,
  send: SendIcon,
  back: ArrowBackIcon,
  close: CloseIcon,
  link: LinkIcon,
};
