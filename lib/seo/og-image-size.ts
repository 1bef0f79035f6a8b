// Size of the Open Graph images, shared by the metadata and the image renderer.
export const ogImageSize = { width: 1200, height: 630 };
