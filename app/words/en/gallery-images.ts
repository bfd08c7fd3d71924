/** The words of the gallery's images island (app/features/gallery/gallery-images.tsx): its filter, grid and viewer. */
export const galleryImages = {
  filterLabel: "Filter images",
  noImages: "No images found for the selected filter.",
  count: (count: number) => `${count} images`,
  viewLarger: (title: string) => `View larger: ${title}`,
  viewerLabel: "Gallery image",
  position: (position: number, count: number) => `Image ${position} of ${count}`,
};
