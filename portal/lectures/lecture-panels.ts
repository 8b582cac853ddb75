// What the lecture page shows below the video and its details, loaded as one file after the page's first
// render (lecture-details-page.tsx): with their antd parts (select, list, pagination, segmented …) they were
// a sixth of the page's script, and the player and the title come first.
export { LectureDiscussion } from '../discussions';
export { EquityPanel } from '../equity/equity-panel';
export { LectureHands } from '../hand-histories/lecture-hands';
export { MySpots } from './my-spots';
export { RangeCharts } from './range-charts';
