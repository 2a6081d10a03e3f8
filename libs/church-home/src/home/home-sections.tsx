import { useLingui } from '@lingui/react/macro';
import { Component, type ReactNode, Suspense } from 'react';
import { type HomeSection, useHomeSections } from '@church/routing';
import { Spinner } from '@church/ui';
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
  const { Component: Section } = section;
  return (
    <div className={styles.section}>
      <SectionBoundary>
        <Suspense fallback={<Spinner label={t`Loading`} />}>
          <Section />
        </Suspense>
      </SectionBoundary>
    </div>
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
