import { useLingui } from '@lingui/react/macro';
import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { type HomeSection, useHomeSections } from '@church/routing';
import { Island, Spinner } from '@church/ui';
import styles from './home-sections.module.css';

/** A section that fails to load leaves the rest of the home as it is. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function HomeSectionSlot({ section }: { section: HomeSection }) {
  const { t } = useLingui();
  const place = (Section: ComponentType) => (
    <SectionBoundary>
      <Suspense fallback={<Spinner label={t`Loading`} />}>
        <Section />
      </Suspense>
    </SectionBoundary>
  );
  // A section the server rendered stays its HTML until it comes near view, or with `wake` 'reach' until a
  // visitor reaches for it (Island); one without its own loader hydrates with the page.
  if (!section.load) return <div className={styles.section}>{place(section.Component)}</div>;
  return (
    <Island id={`home-${section.id}`} className={styles.section} Component={section.Component} load={section.load} wake={section.wake}>
      {place}
    </Island>
  );
}

/** The sections the church's enabled modules add to its home, below the church information. */
export function HomeSections() {
  const sections = useHomeSections();
  return (
    <>
      {sections.map((section) => (
        <HomeSectionSlot key={section.id} section={section} />
      ))}
    </>
  );
}
