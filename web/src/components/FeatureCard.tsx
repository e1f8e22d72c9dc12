import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from './visuallyHidden';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ReactNode } from 'react';
import { IconTile, type IconTone } from './IconTile';
import type { IconComponent } from './icon';
import { LinkButton } from './LinkButton';

export interface FeatureCardProps {
  icon: IconComponent;
  title: string;
  description: ReactNode;
  tone?: IconTone;
  /** Optional call to action at the bottom of the card; `label` is completed with the title for screen readers. */
  link?: { to: string; label: string };
  points?: readonly string[];
  titleComponent?: 'h3' | 'h4';
}

/** Icon, title, text and an optional link: the card used across the marketing pages. */
export function FeatureCard({ icon, title, description, tone, link, points, titleComponent = 'h3' }: FeatureCardProps) {
  return (
    <Card
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform .2s ease, box-shadow .2s ease',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 18px 40px -24px rgba(15,23,42,.45)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <CardContent sx={{ p: { xs: 3, md: 3.5 }, display: 'flex', flexDirection: 'column', gap: 2, flexGrow: 1 }}>
        <IconTile icon={icon} tone={tone} />
        <Typography variant="h6" component={titleComponent}>
          {title}
        </Typography>
        <Typography color="text.secondary" component="div">
          {description}
        </Typography>
        {points && points.length > 0 && (
          <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
            {points.map((point) => (
              <Typography component="li" variant="body2" key={point}>
                {point}
              </Typography>
            ))}
          </Stack>
        )}
        {link && (
          <LinkButton to={link.to} endIcon={<ArrowForwardIcon />} sx={{ mt: 'auto', alignSelf: 'flex-start', px: 0 }}>
            {link.label}
            <Box component="span" sx={visuallyHidden}>
              {` about ${title}`}
            </Box>
          </LinkButton>
        )}
      </CardContent>
    </Card>
  );
}
