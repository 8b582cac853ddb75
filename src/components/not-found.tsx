import { Result } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../common/paths';
import { TEXTS } from '../constants';
import { usePageTitle } from '../routes/page-title';

export function NotFound() {
  usePageTitle('public', TEXTS.notFound);
  return (
    <main>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{TEXTS.notFound}</h1>}
        extra={<Link to={PATHS.dashboard}>Go to Dashboard</Link>}
      />
    </main>
  );
}
