import { SearchOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAtLeast } from '../../routes/use-at-least';
import { DeferredSiteSearch, loadSiteSearch } from './deferred-site-search';
import { SEARCH_BOX_TEXTS } from './texts';

const SiteSearch = lazy(() => loadSiteSearch().then((loaded) => ({ default: loaded })));

/** The header's search: a field in the middle of the header, or on phones a button opening it in a dialog. */
export function HeaderSearch() {
  const md = useAtLeast('md');
  const [open, setOpen] = useState(false);
  if (md) {
    return (
      <div role="search" style={{ flex: '1 1 auto', minWidth: 0, display: 'flex', justifyContent: 'center' }}>
        <div style={{ width: '100%', maxWidth: 440 }}>
          <DeferredSiteSearch />
        </div>
      </div>
    );
  }
  return (
    <div role="search" style={{ flex: '1 1 auto', display: 'flex', justifyContent: 'flex-end' }}>
      <Button type="text" icon={<SearchOutlined />} aria-label={SEARCH_BOX_TEXTS.open} onClick={() => setOpen(true)} />
      <Modal
        open={open}
        title={SEARCH_BOX_TEXTS.dialogTitle}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Suspense fallback={null}>
          <SiteSearch autoFocus onChosen={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </div>
  );
}
