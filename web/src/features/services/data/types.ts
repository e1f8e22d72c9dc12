import type { ServiceSlug } from '../../../config/paths';
import type { IconComponent } from '../../../components/icon';
import type { IconTone } from '../../../components/IconTile';
import type { NavLink } from '../../../config/navigation';

export interface ServiceCard {
  title: string;
  description: string;
  icon: IconComponent;
  tone?: IconTone;
  points?: readonly string[];
}

/** Everything one service page shows; the ServicePage layout renders it. */
export interface ServicePageConfig {
  slug: ServiceSlug;
  /** Document title and meta description. */
  meta: { title: string; description: string };
  hero: { overline: string; title: string; subtitle: string; icon: IconComponent; accent?: string };
  /** An optional text band after the hero (e.g. 'Why hire us'). */
  intro?: { overline?: string; title: string; paragraphs: readonly string[]; highlights?: readonly string[] };
  /** Floating bubbles (counselling). */
  bubbles?: { title: string; subtitle?: string; items: readonly string[] };
  cards: { overline?: string; title: string; subtitle?: string; items: readonly ServiceCard[] };
  cta: { title: string; text: string; primary: NavLink; secondary?: NavLink };
}
