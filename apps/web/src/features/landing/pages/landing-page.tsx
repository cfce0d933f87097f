import { useLingui } from '@lingui/react/macro';
import { CtaSection } from '../components/cta-section';
import { DemoBanner } from '../components/demo-banner';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { StatsSection } from '../components/stats-section';
import { TestimonialsSection } from '../components/testimonials-section';
import { VisaCategories } from '../components/visa-categories';

export default function LandingPage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`VisaBridge | Enterprise visa application platform`}</title>
      <DemoBanner />
      <HeroSection />
      <StatsSection />
      <VisaCategories />
      <FeaturesSection />
      <TestimonialsSection />
      <CtaSection />
    </>
  );
}
