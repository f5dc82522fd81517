import { PRESENCE_AREA_ATTRIBUTE, SLIDER_SNAP_MS } from '@store/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import './slider.css';

export interface SliderProps {
  /** Accessible name of the carousel. */
  label: string;
  /** One node per slide; the first is painted at once, before the slider's code arrives. */
  slides: ReactNode[];
  className?: string;
  testId?: string;
}

/** Names of the dots, the same words swiper's a11y module gives its own. */
const goToSlide = (index: number) => `Перейти к слайду ${index + 1}`;

/**
 * A swiper carousel that is plain markup first: the slides are laid out by our own CSS exactly as
 * swiper lays them out, so nothing moves when swiper takes the same element over. Swiper (≈ 23 KB
 * on the wire, its evaluation a long task on a slow phone) loads on the shopper's first sign of
 * intent — a touch, a pointer over the slider, focus inside it, a tap on a dot — not with the page
 * (issue 25: the home and product pages' first load). Until then the dots are our own buttons;
 * a tapped dot is honoured once swiper has arrived.
 */
export function Slider({ label, slides, className = '', testId }: SliderProps) {
  const root = useRef<HTMLDivElement>(null);
  const pagination = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const firstSlide = useRef(0);
  const interactive = slides.length > 1;
  const want = () => {
    if (interactive && !wanted) setWanted(true);
  };

  useEffect(() => {
    const element = root.current;
    if (!element || !wanted) return undefined;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('../lib/swiper-core').then(({ Swiper, A11y, Keyboard, Pagination }) => {
      if (destroyed) return;
      const swiper = new Swiper(element, {
        modules: [A11y, Keyboard, Pagination],
        speed: SLIDER_SNAP_MS,
        initialSlide: firstSlide.current,
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
      setReady(true);
      destroy = () => swiper.destroy(true, false);
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [wanted]);

  return (
    <div
      ref={root}
      className={`catalog-slider swiper ${className}`}
      role="region"
      aria-roledescription="карусель"
      aria-label={label}
      data-testid={testId}
      // A swipe on it is a sign of presence (a newcomer's page is hydrated then, decision 0063).
      {...{ [PRESENCE_AREA_ATTRIBUTE]: '' }}
      onPointerEnter={want}
      onPointerDown={want}
      onTouchStart={want}
      onFocus={want}
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
      {interactive && <div ref={pagination} className="swiper-pagination catalog-slider__pagination" />}
      {interactive && !ready && (
        <div className="catalog-slider__pagination catalog-slider__pagination--static">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={`swiper-pagination-bullet${index === 0 ? ' swiper-pagination-bullet-active' : ''}`}
              aria-label={goToSlide(index)}
              onClick={() => {
                firstSlide.current = index;
                want();
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
