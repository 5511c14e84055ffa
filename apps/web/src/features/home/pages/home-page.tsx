import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { gameCategoryPath, paths } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { useBootData } from '../../../lib/boot-data';
import { useModalStore } from '../../../lib/modal-store';
import { useIsLoggedIn } from '../../../lib/session-store';
import { useGameMenus } from '../../games/api/get-game-menus';
import { CATEGORY_ICONS } from '../../games/category-icons';
import { useAnnouncements } from '../../notices/api/get-announcements';
import { useLoginPopup } from '../../notices/use-login-popup';
import { BannerCarousel } from '../components/banner-carousel';
import { HotGamesStrip } from '../components/hot-games-strip';
import { NoticeMarquee } from '../components/notice-marquee';
import { PromotionTeaser } from '../components/promotion-teaser';
import { RedEnvelopeEntry } from '../../red-envelope/components/red-envelope-entry';
import './home.css';

/**
 * The home page (/index): banners (or the welcome hero without any), the notice marquee, hot games, the game
 * categories and the promotions teaser; after login, the unseen popup notices.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { whitelabel } = useBootData();
  const isLoggedIn = useIsLoggedIn();
  const openModal = useModalStore((s) => s.openModal);
  const menus = useGameMenus(i18n.language);
  const announcements = useAnnouncements(i18n.language);
  const banners = announcements.data?.banners ?? [];
  useLoginPopup();

  return (
    <section className="page home-page" data-testid="page-index" aria-labelledby="home-title">
      <BannerCarousel banners={banners} />
      <NoticeMarquee notices={announcements.data?.player ?? []} />
      <div className={banners.length > 0 ? 'hero hero--compact' : 'hero'}>
        <div className="hero__text">
          {menus.categories.length > 0 && (
            <p className="hero__eyebrow">
              {menus.categories.map((c) => t(`category_${c.gameCategory}`)).join(' · ')}
            </p>
          )}
          <h1 id="home-title" className="hero__title">
            {t('home_welcome', { brand: whitelabel.brandName })}
          </h1>
          <p className="hero__subtitle">{t('home_subtitle')}</p>
          <div className="hero__actions">
            {!isLoggedIn && <Button onClick={() => openModal({ name: 'register' })}>{t('register')}</Button>}
            <Link className="button button--secondary" to={paths.promotions()}>
              {t('nav_promotions')}
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          <span className="hero__chip hero__chip--a" />
          <span className="hero__chip hero__chip--b" />
          <span className="hero__chip hero__chip--c" />
        </div>
      </div>

      <h2 className="section-title">{t('game_centre')}</h2>
      {menus.isPending ? (
        <Spinner />
      ) : menus.categories.length === 0 ? (
        <EmptyState icon="slots" message={t('home_games_empty')} />
      ) : (
        <ul className="category-grid">
          {menus.categories.map((category) => (
            <li key={category.gameCategory}>
              <Link className="category-tile" to={gameCategoryPath(category.gameCategory)}>
                <span className="category-tile__icon">
                  <Icon name={CATEGORY_ICONS[category.gameCategory]} size={28} />
                </span>
                <span className="category-tile__name">{t(`category_${category.gameCategory}`)}</span>
                <span className="category-tile__count">
                  {t('vendor_count', { count: category.vendors.length })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <HotGamesStrip />
      <PromotionTeaser promotions={announcements.data?.promotion ?? []} />
      <RedEnvelopeEntry />
    </section>
  );
}
