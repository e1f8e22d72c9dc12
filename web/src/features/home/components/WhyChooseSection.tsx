import HandshakeIcon from '@mui/icons-material/Handshake';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import VerifiedIcon from '@mui/icons-material/Verified';
import { BRAND_NAME } from '@careers/domain';
import { CardGrid } from '../../../components/CardGrid';
import { FeatureCard } from '../../../components/FeatureCard';
import { Section } from '../../../components/Section';

const REASONS = [
  {
    icon: HandshakeIcon,
    tone: 'primary' as const,
    title: 'Industry-connected network',
    description: 'Direct relationships with hundreds of employers and institutions mean real openings, not cold leads.',
  },
  {
    icon: TrackChangesIcon,
    tone: 'secondary' as const,
    title: 'Guidance that fits you',
    description: 'Every student, campus and company gets a plan built around their goals, courses and hiring needs.',
  },
  {
    icon: VerifiedIcon,
    tone: 'teal' as const,
    title: 'End-to-end support',
    description: 'From counselling and training to interviews, offers and onboarding, one team stays with you throughout.',
  },
];

export function WhyChooseSection() {
  return (
    <Section
      overline="Why choose us"
      title={`Why choose ${BRAND_NAME}?`}
      subtitle="We measure success the way you do: in offers accepted, careers started and teams that grow."
    >
      <CardGrid>
        {REASONS.map((reason) => (
          <FeatureCard key={reason.title} {...reason} />
        ))}
      </CardGrid>
    </Section>
  );
}
