import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { BRAND_NAME, CONTACT_DETAILS } from '@careers/domain';
import type { IconComponent } from './icon';
import { brandColors } from '../config/theme';

type Network = keyof typeof CONTACT_DETAILS.social;

const NETWORKS: Record<Network, { label: string; icon: IconComponent }> = {
  linkedin: { label: 'LinkedIn', icon: LinkedInIcon },
  instagram: { label: 'Instagram', icon: InstagramIcon },
  facebook: { label: 'Facebook', icon: FacebookIcon },
  twitter: { label: 'X (Twitter)', icon: XIcon },
};

/** Links to the company's social profiles (CONTACT_DETAILS.social). */
export function SocialLinks({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {(Object.keys(NETWORKS) as Network[]).map((network) => {
        const { label, icon: Icon } = NETWORKS[network];
        return (
          <li key={network}>
            <IconButton
              component="a"
              href={CONTACT_DETAILS.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${BRAND_NAME} on ${label} (opens in a new tab)`}
              sx={{
                color: dark ? brandColors.white : 'primary.main',
                bgcolor: dark ? 'rgba(255,255,255,0.08)' : brandColors.indigoMist,
                '&:hover': { bgcolor: dark ? 'rgba(255,255,255,0.18)' : brandColors.indigoLight },
              }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Stack>
  );
}
