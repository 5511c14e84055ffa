import { ZOpsPost, type TOpsPost, type TPostSave } from '@kirin/contracts';
import { contentResource } from './content-resource';

/** News, blog and guide posts; a post dated in the future appears on the site when its date comes. */
export const posts = contentResource<TOpsPost, TPostSave>('posts', ZOpsPost);
