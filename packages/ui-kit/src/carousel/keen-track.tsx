import { useKeenSlider } from 'keen-slider/react';
import { useEffect, useState } from 'react';
import { CarouselSlides, type TrackProps } from './carousel-track';

/**
 * The track once keen-slider has arrived: it animates towards the carousel's current slide and
 * follows swipes. Downloaded after the carousel has mounted (see `Carousel`).
 */
export function KeenTrack({ slides, current, announce, spacing, onSlideChange }: TrackProps) {
  const count = slides.length;
  // Starts where the carousel already is; later changes go through `moveToIdx`, since a change
  // in the options would rebuild the slider.
  const [initial] = useState(current);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    initial,
    loop: count > 1,
    slides: { perView: 1, spacing },
    // An array: keen-slider 6 takes an array, a NodeList or a selector, and finds no slide at all
    // in the HTMLCollection its types also allow (`children`), so it moved nothing.
    selector: (container) => Array.from(container.children) as HTMLElement[],
    slideChanged: (instance) => onSlideChange(instance.track.details.rel),
  });

  useEffect(() => {
    const instance = slider.current;
    // `details` is missing while the track has no size yet.
    if (instance && instance.track.details?.rel !== current) instance.moveToIdx(current);
  }, [slider, current]);

  return <CarouselSlides slides={slides} current={current} announce={announce} trackRef={sliderRef} />;
}
