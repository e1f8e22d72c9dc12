import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import { keyframes } from '@mui/material/styles';
import { Section } from '../../../components/Section';
import { EARLY_CLICK } from '../../../hooks/useEarlyClick';
import { COMPANY_LOGOS, type CompanyLogoId } from '../data/companyLogos';
import { HIRING_COMPANIES, type HiringCompany } from '../data/hiringCompanies';
import { brandColors } from '../../../config/theme';

const LOGO_SIZE = 40;
const logoSymbolId = (logo: CompanyLogoId) => `company-logo-${logo}`;

/**
 * Each logo is drawn once, as a symbol of an inline sprite, and shown by reference. An <img> per logo
 * made the browser build a separate SVG document for each of the 24 chips while the page first
 * parsed: one long task just before the first paint.
 */
function CompanyLogoSprite() {
  return (
    <svg aria-hidden width={0} height={0} style={{ position: 'absolute' }}>
      {Object.entries(COMPANY_LOGOS).map(([logo, shapes]) => (
        <symbol key={logo} id={logoSymbolId(logo as CompanyLogoId)} viewBox="0 0 40 40">
          {shapes}
        </symbol>
      ))}
    </svg>
  );
}
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

function CompanyChip({ company }: { company: HiringCompany }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexShrink: 0,
        px: 2.5,
        py: 1.5,
        mx: 1,
        bgcolor: brandColors.white,
        border: `1px solid ${brandColors.border}`,
        borderRadius: 999,
        fontWeight: 700,
        color: '#1e293b',
        whiteSpace: 'nowrap',
      }}
    >
      <svg aria-hidden focusable="false" width={LOGO_SIZE} height={LOGO_SIZE}>
        <use href={`#${logoSymbolId(company.logo)}`} />
      </svg>
      {company.name}
    </Box>
  );
}

/**
 * A continuously scrolling strip of hiring companies. The list is rendered twice and moved by half
 * its width, so the loop is seamless. It pauses on hover and with its pause button (moving content
 * needs a way to stop it); for reduced motion it stands still, wrapped.
 */
export function HiringStrip() {
  const [paused, setPaused] = useState(false);
  return (
    <Section
      overline="Trusted by employers"
      title="Companies hiring through us"
      subtitle="A sample of the organisations that recruit from our talent network."
    >
      <Box
        sx={{
          overflow: 'hidden',
          mx: { xs: -2, sm: -3 },
          maskImage: `linear-gradient(90deg, transparent, ${brandColors.black} 8%, ${brandColors.black} 92%, transparent)`,
          // Reduced motion: a still, wrapped list (every name visible, nothing to scroll).
          '@media (prefers-reduced-motion: reduce)': { overflow: 'visible', maskImage: 'none', mx: 0 },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${scroll} 40s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '&:hover': { animationPlayState: 'paused' },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: 'auto' },
          }}
        >
          <CompanyLogoSprite />
          {[0, 1].map((copy) => (
            <Box
              component="ul"
              key={copy}
              aria-hidden={copy === 1 ? true : undefined}
              aria-label={copy === 0 ? 'Hiring companies' : undefined}
              sx={{
                display: 'flex',
                listStyle: 'none',
                m: 0,
                p: 0,
                py: 1,
                '@media (prefers-reduced-motion: reduce)':
                  copy === 1 ? { display: 'none' } : { flexWrap: 'wrap', justifyContent: 'center', rowGap: 1.5 },
              }}
            >
              {HIRING_COMPANIES.map((company) => (
                <CompanyChip key={company.name} company={company} />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 1, '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}>
        <IconButton
          {...EARLY_CLICK}
          onClick={() => setPaused((now) => !now)}
          aria-pressed={paused}
          aria-label={paused ? 'Play the company logos' : 'Pause the company logos'}
          data-testid="hiring-strip-toggle"
          size="small"
        >
          {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
        </IconButton>
      </Box>
    </Section>
  );
}
