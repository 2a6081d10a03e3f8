import { expect, test } from '../support/test';
import { churchApi } from '../support/api-calls';

interface VideoSummary {
  contentDetails: { videoId: string };
  titulo: string;
}

test('a video page arrives as HTML with its schema.org VideoObject and its preview tags', async ({ request }) => {
  const api = churchApi(request, 'grace');
  const { igreja } = (await (await api.get('/api/v1/igreja/codigo/grace')).json()) as { igreja: { slug: string } };
  const { videos } = (await (await api.get(`/api/v1/video/${igreja.slug}`)).json()) as { videos: VideoSummary[] };
  const video = videos[0];
  if (!video) throw new Error('grace has no video');

  const html = await (await api.get(`/videos/${video.contentDetails.videoId}`)).text();
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(jsonLd, 'the page carries JSON-LD').toBeTruthy();
  const data = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(data['@type']).toBe('VideoObject');
  expect(data['name']).toBe(video.titulo);
  expect(String(data['thumbnailUrl'])).toMatch(/^http:\/\/grace\.localhost:\d+\//);
  expect(String(data['embedUrl'])).toMatch(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//);
  expect(html).toContain(`<meta property="og:type" content="video.other">`);
});
