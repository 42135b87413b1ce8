// The next page of a piece's reviews: its own chunk, loaded on the first 'Show more reviews'.
import type { ReviewPage } from '../../../domain/reviews/api-schemas';
import { apiPost } from '../../lib/authed-fetch';

export const fetchReviewPage = (sku: string, page: number) => apiPost<ReviewPage>('product/reviews', { sku, page });
