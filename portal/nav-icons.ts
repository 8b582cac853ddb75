// The member sidebar's icons in one module, which vite.config.ts puts in the signed-in frame's file:
// they arrive with the sidebar, and the first page (which holds the route table) carries none of them.
export {
  CalculatorOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  HeartOutlined,
  PlaySquareOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  ScheduleOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
