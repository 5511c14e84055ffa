import { LEGAL_SLUGS, POST_KINDS } from '@kirin/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LazyImage } from '../../components/ui/lazy-image';
import { LEGAL_LABEL_KEYS } from '../../features/content/legal-slug-labels';
import { POST_LABEL_KEYS } from '../../features/content/post-kind-labels';
import { useBootData } from '../../lib/boot-data';
import { useIsLoggedIn } from '../../lib/session-store';
import { paths } from '../paths';
import './footer.css';

/** The footer: site links, legal pages, licence and the payment, certification and responsible-gaming logos. */
export function Footer() {
  const { t } = useTranslation();
  const { whitelabel } = useBootData();
  const isLoggedIn = useIsLoggedIn();
  const logoGroups = [
    { key: 'payment', title: t('footer_payment_methods'), logos: whitelabel.footerLogos.payment },
    { key: 'certification', title: t('footer_certification'), logos: whitelabel.footerLogos.certification },
    {
      key: 'responsible',
      title: t('footer_responsible_gaming'),
      logos: whitelabel.footerLogos.responsibleGaming,
    },
  ];

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          <nav aria-labelledby="footer-games" className="site-footer__column">
            <h2 id="footer-games">{t('footer_games')}</h2>
            <ul>
              <li>
                <Link to={paths.hot()}>{t('nav_hot_games')}</Link>
              </li>
              {isLoggedIn && (
                <li>
                  <Link to={paths.fav()}>{t('nav_favourites')}</Link>
                </li>
              )}
              <li>
                <Link to={paths.rng()}>{t('category_RNG')}</Link>
              </li>
              <li>
                <Link to={paths.live()}>{t('category_LIVE')}</Link>
              </li>
              <li>
                <Link to={paths.help()}>{t('nav_help_centre')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal" className="site-footer__column site-footer__column--wide">
            <h2 id="footer-legal">{t('footer_about')}</h2>
            <ul className="site-footer__legal">
              {LEGAL_SLUGS.map((slug) => (
                <li key={slug}>
                  <Link to={paths.legal(slug)}>{t(LEGAL_LABEL_KEYS[slug])}</Link>
                </li>
              ))}
              {POST_KINDS.map((kind) => (
                <li key={kind}>
                  <Link to={paths.posts(kind)}>{t(POST_LABEL_KEYS[kind])}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="site-footer__logos">
          {logoGroups.map((group) => (
            <section key={group.key} aria-label={group.title} className="site-footer__logo-group">
              <h2>{group.title}</h2>
              <ul>
                {group.logos.map((logo) => (
                  <li key={logo.imageUrl}>
                    <LazyImage src={logo.imageUrl} alt={logo.name} width={72} height={40} isFromCdn={false} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="site-footer__licence">{whitelabel.licenceText}</p>
        <p className="site-footer__copyright">
          {t('copyright', { year: new Date().getFullYear(), brand: whitelabel.brandName })}
        </p>
      </div>
    </footer>
  );
}
