import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths';
import { SERVICES } from '../../../config/services';
import { SERVICE_PAGES, servicePageOf } from '.';

const cardTitles = (slug: keyof typeof SERVICE_PAGES) => SERVICE_PAGES[slug].cards.items.map((card) => card.title);

describe('service pages', () => {
  it('has one page per service of the catalog', () => {
    expect(Object.keys(SERVICE_PAGES).sort()).toEqual(SERVICES.map((s) => s.slug).sort());
    expect(Object.keys(PATHS.services).sort()).toEqual(Object.keys(SERVICE_PAGES).sort());
  });

  it('shows the cards the specification names', () => {
    expect(cardTitles('oncampus')).toEqual(['Partnerships', 'Talent Pipeline', 'Campus Branding']);
    expect(cardTitles('offcampus')).toEqual(['Recruitment Fairs', 'Online Job Boards', 'Virtual Interviews']);
    expect(cardTitles('seminar')).toEqual(['Resume Building', 'Interview Preparation', 'Personal Branding']);
    expect(cardTitles('counselling')).toEqual(['Personalized Guidance', 'Professional Development', 'Supportive Environment']);
    expect(cardTitles('workforce')).toEqual(['Recruitment', 'Staffing', 'Thorough Candidate Evaluation']);
    expect(cardTitles('careercraft')).toEqual(['1:1 Mentorship', 'Skill Enhancement', 'High-Skilled Mentor']);
    expect(SERVICE_PAGES.counselling.bubbles?.items).toEqual(['Higher Studies', 'Start Up', 'Passion', 'Government Job', 'Career']);
    expect(SERVICE_PAGES.oncampus.intro?.overline).toBe('Why hire us');
  });

  it("offers 'Connect With Us' to /contact on every page", () => {
    for (const page of Object.values(SERVICE_PAGES)) expect(page.cta.primary).toEqual({ label: 'Connect With Us', to: '/contact' });
  });

  it('looks pages up by slug, case-insensitively, and rejects unknown ones', () => {
    expect(servicePageOf('OnCampus')?.slug).toBe('oncampus');
    expect(servicePageOf('toString')).toBeUndefined();
    expect(servicePageOf(undefined)).toBeUndefined();
  });
});
