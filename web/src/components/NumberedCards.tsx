import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brandColors } from '../config/theme';

export interface NumberedItem {
  title: string;
  description: string;
}

/** Numbered points in a two-column grid (challenges, steps). */
export function NumberedCards({ items, tone = 'light' }: { items: readonly NumberedItem[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.title}
          sx={{
            display: 'flex',
            gap: 2,
            p: { xs: 2.5, md: 3 },
            borderRadius: 3,
            bgcolor: dark ? 'rgba(255,255,255,0.06)' : brandColors.white,
            border: dark ? '1px solid rgba(255,255,255,0.12)' : `1px solid ${brandColors.border}`,
          }}
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 800,
              bgcolor: dark ? brandColors.saffron : brandColors.peachLight,
              color: dark ? brandColors.navy : brandColors.rust,
            }}
          >
            {String(index + 1).padStart(2, '0')}
          </Box>
          <Box>
            <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
              {item.title}
            </Typography>
            <Typography sx={{ color: dark ? 'rgba(255,255,255,0.8)' : 'text.secondary' }}>{item.description}</Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
