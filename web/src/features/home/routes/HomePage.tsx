import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { AboutSection } from '../components/AboutSection';
import { CampusToCubicleSection } from '../components/CampusToCubicleSection';
import { HeroVideo } from '../components/HeroVideo';
import { HiringStrip } from '../components/HiringStrip';
import { ReadyToTransform } from '../components/ReadyToTransform';
import { ServicesSection } from '../components/ServicesSection';
import { WhyChooseSection } from '../components/WhyChooseSection';

/** Home: hero video, Campus to Cubicle, about, why choose, services, hiring strip, closing CTA. */
export default function HomePage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.home} />
      <HeroVideo />
      <CampusToCubicleSection />
      <AboutSection />
      <WhyChooseSection />
      <ServicesSection />
      <HiringStrip />
      <ReadyToTransform />
    </>
  );
}
