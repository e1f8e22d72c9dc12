import { CardGrid } from '../../../components/CardGrid';
import { CtaBanner } from '../../../components/CtaBanner';
import { FeatureCard } from '../../../components/FeatureCard';
import { HeroBadgeArt } from '../../../components/illustrations/HeroBadgeArt';
import { LinkButton } from '../../../components/LinkButton';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { Section } from '../../../components/Section';
import { outlinedOnDark } from '../../../components/buttonStyles';
import type { ServicePageConfig } from '../data/types';
import { FloatingBubbles } from './FloatingBubbles';
import { IntroBand } from './IntroBand';

/** The one layout of the six service pages: hero, optional intro or bubbles, cards, call to action. */
export function ServicePage({ config }: { config: ServicePageConfig }) {
  const { meta, hero, intro, bubbles, cards, cta } = config;
  return (
    <>
      <PageTitle title={meta.title} description={meta.description} />
      <PageHero
        overline={hero.overline}
        title={hero.title}
        subtitle={hero.subtitle}
        art={<HeroBadgeArt icon={hero.icon} accent={hero.accent} />}
        actions={
          <LinkButton to={cta.primary.to} variant="contained" color="secondary" size="large">
            {cta.primary.label}
          </LinkButton>
        }
      />
      {intro && <IntroBand intro={intro} />}
      {bubbles && (
        <Section title={bubbles.title} subtitle={bubbles.subtitle}>
          <FloatingBubbles items={bubbles.items} />
        </Section>
      )}
      <Section tone="muted" overline={cards.overline} title={cards.title} subtitle={cards.subtitle}>
        <CardGrid>
          {cards.items.map((card) => (
            <FeatureCard key={card.title} {...card} />
          ))}
        </CardGrid>
      </Section>
      <CtaBanner
        title={cta.title}
        text={cta.text}
        actions={
          <>
            <LinkButton to={cta.primary.to} variant="contained" color="secondary" size="large">
              {cta.primary.label}
            </LinkButton>
            {cta.secondary && (
              <LinkButton to={cta.secondary.to} variant="outlined" size="large" sx={outlinedOnDark}>
                {cta.secondary.label}
              </LinkButton>
            )}
          </>
        }
      />
    </>
  );
}
