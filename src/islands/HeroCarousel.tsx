import { useEffect, useRef, useState } from 'react';
// Swiper's core with two modules, driven from this island. (The swiper/react wrapper costs
// another ~4 KB gzipped, which would push the home page past its 100 KB JavaScript budget.)
import Swiper from 'swiper';
import { Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import './HeroCarousel.css';

export interface HeroCarouselSlide {
  src: string;
  srcPhone: string;
  alt: string;
  title: string;
  caption: string;
  link: string;
  cta: string;
}

interface Props {
  slides: HeroCarouselSlide[];
}

const AUTOPLAY_DELAY = 3000;
const SPEED = 500;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Only the shown slide's button is in the tab order. */
function updateTabStops(swiper: Swiper) {
  swiper.slides.forEach((slide, i) => {
    slide.querySelector('a')?.setAttribute('tabindex', i === swiper.activeIndex ? '0' : '-1');
  });
}

function markCurrentBullet(swiper: Swiper) {
  swiper.pagination.bullets.forEach((bullet, i) => {
    if (i === swiper.realIndex) bullet.setAttribute('aria-current', 'true');
    else bullet.removeAttribute('aria-current');
  });
}

/** Once Swiper shows the first slide, the server's static copy underneath steps aside. */
function hideStaticSlide(swiper: Swiper) {
  const hero = swiper.el.closest<HTMLElement>('[data-hero]');
  const done = () => {
    if (!hero) return;
    hero.dataset.ready = '';
    hero.querySelector('.hero-poster')?.setAttribute('inert', '');
  };
  const firstImage = swiper.slides[swiper.activeIndex]?.querySelector('img');
  (firstImage?.decode() ?? Promise.resolve()).then(done, done);
}

/**
 * The home banner carousel: 4 slides, autoplay every 3 s (none under prefers-reduced-motion),
 * paused while hovered or focused, with dots at the bottom. The server already shows the first
 * slide (HeroBanner.astro); this island renders in the browser only and mounts over it.
 */
export default function HeroCarousel({ slides }: Props) {
  const [mounted, setMounted] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const root = rootRef.current;
    if (!mounted || !root) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const swiper = new Swiper(root.querySelector<HTMLElement>('.swiper')!, {
      modules: [Autoplay, Pagination],
      loop: true,
      speed: reducedMotion ? 0 : SPEED,
      autoplay: reducedMotion ? false : { delay: AUTOPLAY_DELAY, pauseOnMouseEnter: true, disableOnInteraction: false },
      pagination: {
        el: root.querySelector<HTMLElement>('.swiper-pagination'),
        clickable: true,
        renderBullet: (index, className) =>
          `<button type="button" class="${className}" aria-label="${escapeHtml(`Tampilkan banner ${index + 1} dari ${slides.length}`)}"></button>`,
      },
      on: {
        afterInit: (s) => {
          updateTabStops(s);
          hideStaticSlide(s);
        },
        slideChange: updateTabStops,
        paginationUpdate: markCurrentBullet,
      },
    });

    // Pause while keyboard focus is inside; resume when it leaves.
    const pause = () => {
      if (swiper.autoplay?.running && !swiper.autoplay.paused) swiper.autoplay.pause();
    };
    const resume = (e: FocusEvent) => {
      if (root.contains(e.relatedTarget as Node | null)) return;
      if (swiper.autoplay?.running && swiper.autoplay.paused) swiper.autoplay.resume();
    };
    root.addEventListener('focusin', pause);
    root.addEventListener('focusout', resume);
    return () => {
      root.removeEventListener('focusin', pause);
      root.removeEventListener('focusout', resume);
      swiper.destroy(true, false);
    };
  }, [mounted, slides.length]);

  if (!mounted) return null;

  // Rendered once; from here on Swiper owns these nodes (loop mode reorders them).
  return (
    <div ref={rootRef} className="hero-carousel absolute inset-0">
      <div className="swiper h-full">
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div
              key={slide.src}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`Banner ${i + 1} dari ${slides.length}: ${slide.title}`}
            >
              <img
                src={slide.src}
                srcSet={`${slide.srcPhone} 800w, ${slide.src} 1600w`}
                sizes="100vw"
                width={1600}
                height={500}
                alt={slide.alt}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="h-full w-full object-cover"
              />
              <div className="hero-shade" aria-hidden="true" />
              <div className="hero-copy">
                <p className="hero-title">{slide.title}</p>
                <p className="hero-caption">{slide.caption}</p>
                <a href={slide.link} className="hero-cta">
                  {slide.cta}
                </a>
              </div>
            </div>
          ))}
        </div>
        <div className="swiper-pagination" />
      </div>
    </div>
  );
}
