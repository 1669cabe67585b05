import { Flex, Skeleton } from 'antd';

/** The flow screen while its data loads: the header's shape and the content area. */
export function FluxoCarregando() {
  return (
    <Flex vertical gap={24} role="status" aria-live="polite" aria-label="Carregando fluxo">
      <Flex align="center" gap={12}>
        <Skeleton.Avatar active shape="square" size={40} />
        <Skeleton.Input active size="large" style={{ width: 320 }} />
      </Flex>
      <Skeleton.Node active style={{ width: '100%', height: 420 }} />
    </Flex>
  );
}
