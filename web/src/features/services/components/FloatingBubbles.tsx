import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { brandColors } from '../../../config/theme';

const float = keyframes`
  0%, 100% { transform: translateY(0); }
  50% { transform: translateY(-14px); }
`;

const PALETTE = [
  `linear-gradient(135deg, ${brandColors.royal}, ${brandColors.blue})`,
  `linear-gradient(135deg, ${brandColors.rust}, ${brandColors.saffron})`,
  'linear-gradient(135deg, #0f766e, #14b8a6)',
  'linear-gradient(135deg, #6d28d9, #a78bfa)',
  'linear-gradient(135deg, #be123c, #fb7185)',
];
const SIZES = [148, 124, 112, 140, 160];
/** Phones show the bubbles a little smaller; the longest word ('Government') must still fit inside its circle. */
const PHONE_SCALE = 0.9;
const PHONE_MIN_SIZE = 100;
const phoneSize = (size: number) => Math.max(Math.round(size * PHONE_SCALE), PHONE_MIN_SIZE);

/** Gently floating round labels (counselling topics); still for reduced motion. */
export function FloatingBubbles({ items }: { items: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: { xs: 2, md: 4 },
        py: 2,
      }}
    >
      {items.map((item, index) => {
        const size = SIZES[index % SIZES.length] ?? 130;
        return (
          <Box
            component="li"
            key={item}
            sx={{
              width: { xs: phoneSize(size), md: size },
              height: { xs: phoneSize(size), md: size },
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 1,
              color: brandColors.white,
              fontWeight: 800,
              fontSize: { xs: '0.95rem', md: '1.1rem' },
              lineHeight: 1.2,
              background: PALETTE[index % PALETTE.length],
              boxShadow: '0 20px 40px -20px rgba(15,23,42,.55)',
              animation: `${float} ${5 + (index % 3)}s ease-in-out ${index * 0.6}s infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            {item}
          </Box>
        );
      })}
    </Box>
  );
}
