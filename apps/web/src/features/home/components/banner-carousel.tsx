import type { TBanner } from '@kirin/contracts';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalBootData } from '../../../lib/boot-data';
import { resolveImageUrl } from '../../../lib/image-cdn';
import { ContentLink } from './content-link';

/** How long each banner stays before the next one. */
export const BANNER_ADVANCE_MS = 5000;

type TBannerCarouselProps = { banners: TBanner[]; advanceMs?: number };

/**
 * The home banners: one at a time, advancing by itself (paused while pointed at or focused), with dots and
 * arrows; Left and Right arrow keys move it when it has focus.
 */
export function BannerCarousel({ banners, advanceMs = BANNER_ADVANCE_MS }: TBannerCarouselProps) {
  const { t } = useTranslation();
  const cdns = useOptionalBootData()?.permission.imageCDNs ?? [];
  const [current, setCurrent] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const count = banners.length;
  const shown = count > 0 ? current % count : 0;
  const go = (step: number) => setCurrent((i) => (((i + step) % count) + count) % count);

  useEffect(() => {
    if (count < 2 || isPaused) return undefined;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), advanceMs);
    return () => clearInterval(timer);
  }, [count, isPaused, advanceMs]);

  if (count === 0) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      className="banner-carousel"
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('banners_label')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={() => setIsPaused(false)}
    >
      <div className="banner-carousel__track" aria-live={isPaused ? 'polite' : 'off'}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="banner-carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('banner_n_of_m', { n: index + 1, m: count })}
            data-testid="banner-slide"
            data-current={index === shown}
            hidden={index !== shown}
          >
            <ContentLink href={banner.linkUrl} className="banner-carousel__link">
              <img
                className="banner-carousel__image"
                src={resolveImageUrl(banner.imageUrl, cdns)}
                alt={banner.title}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </ContentLink>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            aria-label={t('banner_prev')}
            onClick={() => go(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            aria-label={t('banner_next')}
            onClick={() => go(1)}
          >
            ›
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                data-testid="banner-dot"
                aria-label={t('banner_go_to', { n: index + 1 })}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
