/** The original client's texts of the shared kit (search, picture and video uploads); not in src/constants, which the sign-in page carries. */
export const KIT_TEXTS = {
  searchHere: 'Search Here...',
  uploading: 'Uploading...',
  uploadFailed: 'An error occurred during the upload. Please try again.',
  noVideo: 'Please select a video file',
  mp4Only: 'Please select an MP4 video file',
} as const;
