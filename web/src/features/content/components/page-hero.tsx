import type { ReactNode } from 'react';
import type { HeroLocation } from '@domain/content';
import { cn } from '@web/lib/cn';
import { useHeroImage } from '../api/get-hero-image';
import { HeroBackdrop } from './hero-backdrop';

interface PageHeroProps {
  /** The Website Image Management location whose active image this page shows. */
  location: HeroLocation;
  testId: string;
  /** The page's content column (width and side padding), so the heading lines up with what follows. */
  container: string;
  /** The heading's own spacing when no image is active: the page's plain look. */
  plainClassName?: string;
  /** The heading; `onImage` says it sits in white over the image. */
  children: (onImage: boolean) => ReactNode;
}

/**
 * A page's heading, shown over its location's active hero image as /about and the home page show theirs (the image
 * fills the band behind the text, so it cannot move the page when it loads); with no active image, the page's plain
 * heading as it always was.
 */
export function PageHero({ location, testId, container, plainClassName, children }: PageHeroProps) {
  const image = useHeroImage(location);
  if (!image) return <header className={cn(container, plainClassName)}>{children(false)}</header>;
  return (
    <header className="relative isolate overflow-hidden bg-brand-950 text-white">
      <HeroBackdrop image={image} testId={testId} />
      <div className={cn(container, 'py-8 sm:py-16')}>{children(true)}</div>
    </header>
  );
}
