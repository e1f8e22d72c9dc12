import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import { CONTACT_DETAILS } from '@careers/domain';
import type { ReactNode } from 'react';
import { IconTile } from '../../../components/IconTile';
import type { IconComponent } from '../../../components/icon';
import { SocialLinks } from '../../../components/SocialLinks';
import { TAP_TARGET_SX } from '../../../config/theme';

function DetailRow({ icon, label, children }: { icon: IconComponent; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <IconTile icon={icon} size={48} />
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="div" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Phone, support email, location and social links from CONTACT_DETAILS. */
export function ContactDetails() {
  const tel = CONTACT_DETAILS.phone.replace(/\s+/g, '');
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Reach us directly
      </Typography>
      <DetailRow icon={PhoneIcon} label="Phone">
        <Link href={`tel:${tel}`} sx={TAP_TARGET_SX}>
          {CONTACT_DETAILS.phone}
        </Link>
      </DetailRow>
      <DetailRow icon={EmailIcon} label="Support email">
        <Link href={`mailto:${CONTACT_DETAILS.supportEmail}`} sx={TAP_TARGET_SX}>
          {CONTACT_DETAILS.supportEmail}
        </Link>
      </DetailRow>
      <DetailRow icon={LocationOnIcon} label="Location">
        {CONTACT_DETAILS.location}
      </DetailRow>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Follow us
        </Typography>
        <SocialLinks />
      </Box>
    </Stack>
  );
}
