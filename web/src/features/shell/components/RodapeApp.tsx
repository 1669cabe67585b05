import { Layout, Typography } from 'antd';
import { LinkTermosDeUso } from '../../../components/termos/LinkTermosDeUso';

export function RodapeApp() {
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 24px', background: 'transparent' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        © {new Date().getFullYear()} Workflow · <LinkTermosDeUso />
      </Typography.Text>
    </Layout.Footer>
  );
}
