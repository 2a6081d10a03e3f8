// `@church/ui/embed`: the video players the feature libraries share (the videos module, the live page, the
// video area's watch page). An entry of its own, not in the package's index, so that nothing of it reaches
// the church home's first paint.
export { embedUrlOf } from './embed-url';
export type { ProviderVideo } from './embed-url';
export { ProviderEmbed, VideoFrame } from './provider-embed';
export type { ProviderEmbedProps } from './provider-embed';
export { playsHlsNatively, useHlsSource } from './use-hls-source';
export type { HlsFailure } from './use-hls-source';
