import type { Metadata } from 'next';
import { PressArticleRoute, pressArticleMetadata, pressArticleStaticParams } from '@/components/press/press-article-route';

// ISR: known articles prerendered, others rendered on first request; regenerated every 5 minutes.
export const revalidate = 300;
export const dynamicParams = true;
export const generateStaticParams = pressArticleStaticParams;

export function generateMetadata({ params }: PageProps<'/[locale]/actualites/articles/[id]'>): Promise<Metadata> {
  return pressArticleMetadata(params);
}

export default function PressArticlePage({ params }: PageProps<'/[locale]/actualites/articles/[id]'>) {
  return <PressArticleRoute params={params} base="/actualites/articles" />;
}
