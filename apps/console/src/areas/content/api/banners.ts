import { ZOpsBanner, type TBannerSave, type TOpsBanner } from '@kirin/contracts';
import { contentResource } from './content-resource';

/** Home-page banners: a picture by URL (the routes take no upload), shown between their start and end. */
export const banners = contentResource<TOpsBanner, TBannerSave>('banners', ZOpsBanner);

/** The body that saves a banner as it is, with `changes`. */
export const bannerSaveOf = (banner: TOpsBanner, changes: Partial<TBannerSave> = {}): TBannerSave => ({
  language: banner.language,
  title: banner.title,
  imageUrl: banner.imageUrl,
  linkUrl: banner.linkUrl,
  startsAt: banner.startsAt,
  endsAt: banner.endsAt,
  sortOrder: banner.sortOrder,
  ...changes,
});
