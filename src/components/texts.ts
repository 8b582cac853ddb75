/** The shared kit's texts (search, picture and video uploads), as users already know them; not in src/constants, which the sign-in page carries. */
export const KIT_TEXTS = {
  searchHere: 'Search Here...',
  uploading: 'Uploading...',
  uploadFailed: 'An error occurred during the upload. Please try again.',
  noVideo: 'Please select a video file',
  mp4Only: 'Please select an MP4 video file',
} as const;
