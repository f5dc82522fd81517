import { SLIDER_SNAP_MS } from '@store/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import './slider.css';

export interface SliderProps {
  /** Accessible name of the carousel. */
  label: string;
  /** One node per slide; the first is painted at once, before the slider's code arrives. */
  slides: ReactNode[];
  className?: string;
  testId?: string;
}

/**
 * A swiper carousel that is plain markup first: the slides are laid out by our own CSS exactly as
 * swiper lays them out, so nothing moves when swiper (loaded on demand) takes the same element over.
 */
export function Slider({ label, slides, className = '', testId }: SliderProps) {
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = root.current;
    if (!element || slides.length < 2) return undefined;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('../lib/swiper-core').then(({ Swiper, A11y, Keyboard, Pagination }) => {
      if (destroyed) return;
      const swiper = new Swiper(element, {
        modules: [A11y, Keyboard, Pagination],
        speed: SLIDER_SNAP_MS,
        keyboard: { enabled: true, onlyInViewport: true },
        pagination: { el: pagination.current, clickable: true },
        a11y: {
          prevSlideMessage: 'Предыдущий слайд',
          nextSlideMessage: 'Следующий слайд',
          firstSlideMessage: 'Первый слайд',
          lastSlideMessage: 'Последний слайд',
          paginationBulletMessage: 'Перейти к слайду {{index}}',
          slideLabelMessage: '{{index}} из {{slidesLength}}',
        },
      });
      destroy = () => swiper.destroy(true, false);
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [slides.length]);

  return (
    <div
      ref={root}
      className={`catalog-slider swiper ${className}`}
      role="region"
      aria-roledescription="карусель"
      aria-label={label}
      data-testid={testId}
    >
      <div className="swiper-wrapper">
        {slides.map((slide, index) => (
          <div
            key={index}
            className="swiper-slide catalog-slider__slide"
            aria-roledescription="слайд"
            aria-label={`${index + 1} из ${slides.length}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 && <div ref={pagination} className="swiper-pagination catalog-slider__pagination" />}
    </div>
  );
}
