import { CardGrid } from '../../../components/CardGrid';
import { FeatureCard } from '../../../components/FeatureCard';
import { Section } from '../../../components/Section';
import { SERVICES } from '../../../config/services';

export const OUR_SERVICES_ID = 'our-services';

export function ServicesSection() {
  return (
    <Section
      id={OUR_SERVICES_ID}
      tone="muted"
      overline="What we do"
      title="Our Services"
      subtitle="Six ways we help students, campuses and companies meet, prepare and grow together."
    >
      <CardGrid>
        {SERVICES.map((service) => (
          <FeatureCard
            key={service.slug}
            icon={service.icon}
            tone={service.tone}
            title={service.name}
            description={service.summary}
            link={{ to: service.path, label: 'Learn more' }}
          />
        ))}
      </CardGrid>
    </Section>
  );
}
