// The showrooms page's illustration, in one place so a real photo can replace it.
export const showroomAssets = {
  zanzibar: { src: '/images/showrooms/zanzibar-showroom.svg', width: 640, height: 360 },
} as const;
