import { useEffect, useRef, useState } from 'react';
import { resolveImageUrl } from '../../lib/image-cdn';
import { useOptionalBootData } from '../../lib/boot-data';

/** Spec sections 4 and 9: 3 attempts, threshold 0.1, preload factor 1.3, a cache of 200 loaded images. */
export const LAZY_IMAGE = { threshold: 0.1, preloadFactor: 1.3, maxAttempts: 3, cacheSize: 200 } as const;

// Images already shown once appear at once when met again (a new page, a re-render).
const loadedSources = new Set<string>();
function rememberLoaded(src: string): void {
  loadedSources.delete(src);
  loadedSources.add(src);
  if (loadedSources.size > LAZY_IMAGE.cacheSize) {
    const oldest = loadedSources.values().next().value;
    if (oldest !== undefined) loadedSources.delete(oldest);
  }
}

export type TLazyImageState = 'loading' | 'loaded' | 'error';

type TLazyImageProps = {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** Relative paths load from one of the merchant's image CDNs (default); site assets opt out. */
  isFromCdn?: boolean;
};

/** An image loaded when it nears the viewport, retried up to 3 times, with its state in `data-state`. */
export function LazyImage(props: TLazyImageProps) {
  // A new source starts over: fresh attempts and state.
  return <LazyImageLoader key={props.src} {...props} />;
}

function LazyImageLoader({ src, alt, className, width, height, isFromCdn = true }: TLazyImageProps) {
  const cdns = useOptionalBootData()?.permission.imageCDNs;
  const pickUrl = (attemptNo: number) => (isFromCdn ? resolveImageUrl(src, cdns ?? [], attemptNo) : src);
  const [url, setUrl] = useState(() => pickUrl(1));
  const [attempt, setAttempt] = useState(1);
  const [state, setState] = useState<TLazyImageState>(() => (loadedSources.has(url) ? 'loaded' : 'loading'));
  const [isNear, setIsNear] = useState(
    () => loadedSources.has(url) || typeof IntersectionObserver === 'undefined',
  );
  const holderRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const holder = holderRef.current;
    if (isNear || !holder) return undefined;
    const margin = `${Math.round((LAZY_IMAGE.preloadFactor - 1) * 100)}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { threshold: LAZY_IMAGE.threshold, rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(holder);
    return () => observer.disconnect();
  }, [isNear]);

  const onError = () => {
    if (attempt >= LAZY_IMAGE.maxAttempts) {
      setState('error');
      return;
    }
    setAttempt(attempt + 1);
    // The next CDN may answer where the page's chosen one failed.
    setUrl(pickUrl(attempt + 1));
  };

  const onLoad = () => {
    rememberLoaded(url);
    setState('loaded');
  };

  return (
    <span
      ref={holderRef}
      className={['lazy-image', className].filter(Boolean).join(' ')}
      data-state={state}
      data-attempt={attempt}
      style={width && height ? { aspectRatio: `${width} / ${height}` } : undefined}
    >
      {state === 'error' ? (
        <span className="lazy-image__fallback" role="img" aria-label={alt} />
      ) : (
        isNear && (
          <img
            key={attempt}
            src={url}
            alt={alt}
            width={width}
            height={height}
            onLoad={onLoad}
            onError={onError}
          />
        )
      )}
    </span>
  );
}
